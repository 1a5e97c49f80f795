import { describe, expect, it } from 'vitest';
import { ACTIONS, can } from '@commentflow/shared/permissions';
import { WIDGET_AUTH_MESSAGE } from '@commentflow/shared/schemas/widget';
import { AUTH_MESSAGE_TYPE, sessionFromMessage } from './auth-message.ts';

const API = 'https://app.commentflow.example';
const KEY = 'pk_abcdefghijklmnop1234';
const popup = { name: 'popup' };
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const data = {
  type: AUTH_MESSAGE_TYPE,
  projectKey: KEY,
  token: TOKEN,
  user: { id: 'u1', displayName: 'Ada', email: 'ada@example.com' },
  workspace: { id: 'w1', name: 'Acme' },
  role: 'client',
};

describe('sessionFromMessage', () => {
  it('keeps the role, and a role that is not one allows nothing', () => {
    const session = sessionFromMessage({ origin: API, source: popup, data: { ...data, role: 'superuser' } }, API, popup, KEY);
    expect(ACTIONS.filter((action) => can(session!.role, action))).toEqual([]);
    const member = sessionFromMessage({ origin: API, source: popup, data: { ...data, role: 'member' } }, API, popup, KEY);
    expect(can(member!.role, 'comment:triage')).toBe(true);
    expect(can(sessionFromMessage({ origin: API, source: popup, data }, API, popup, KEY)!.role, 'comment:triage')).toBe(false);
  });

  it('uses the same message type as the popup', () => {
    expect(AUTH_MESSAGE_TYPE).toBe(WIDGET_AUTH_MESSAGE);
  });

  it('accepts the popup message from the API origin and keeps only known fields', () => {
    const session = sessionFromMessage({ origin: API, source: popup, data: { ...data, extra: 'x' } }, API, popup, KEY);
    expect(session).toEqual({ token: TOKEN, user: data.user, workspace: data.workspace, role: 'client' });
  });

  it('ignores any other origin, even a look-alike', () => {
    for (const origin of ['https://evil.example', 'https://app.commentflow.example.evil.net', 'http://app.commentflow.example', 'null']) {
      expect(sessionFromMessage({ origin, source: popup, data }, API, popup, KEY)).toBeNull();
    }
  });

  it('ignores other windows, other projects and malformed messages', () => {
    expect(sessionFromMessage({ origin: API, source: {}, data }, API, popup, KEY)).toBeNull();
    expect(sessionFromMessage({ origin: API, source: null, data }, API, null, KEY)).toBeNull();
    expect(sessionFromMessage({ origin: API, source: popup, data: { ...data, projectKey: 'pk_other' } }, API, popup, KEY)).toBeNull();
    expect(sessionFromMessage({ origin: API, source: popup, data: { ...data, token: 'not a token' } }, API, popup, KEY)).toBeNull();
    expect(sessionFromMessage({ origin: API, source: popup, data: { ...data, user: { id: 'u1' } } }, API, popup, KEY)).toBeNull();
    expect(sessionFromMessage({ origin: API, source: popup, data: 'commentflow:widget-auth' }, API, popup, KEY)).toBeNull();
  });
});
