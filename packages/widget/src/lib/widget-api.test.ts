import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n/translate.ts';
import { EN } from '../i18n/strings.ts';
import { fetchComments, widgetApiBase } from './api-request.ts';
import { WidgetApi } from './widget-api.ts';

// A language's table would come from its lazy bundle: any table will do to switch languages here.
vi.mock('./load-script.ts', () => ({ loadScript: async () => EN }));

const ORIGIN = 'https://comments.example.com';
const GUEST = { token: () => null, onTokenRefused: () => undefined };

let fetchMock: ReturnType<typeof vi.fn>;
const sentLanguage = () =>
  (fetchMock.mock.calls.at(-1)![1] as RequestInit & { headers: Record<string, string> }).headers['accept-language'];

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ comments: [], comment: {} }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage(ORIGIN, 'en');
});

describe('WidgetApi', () => {
  it("asks for the server's messages in French when the widget speaks French, else in English", async () => {
    const api = new WidgetApi(ORIGIN, 'pk_test', GUEST);
    await api.createReply('c1', { body: 'Agreed' });
    expect(sentLanguage()).toBe('en');

    await setLanguage(ORIGIN, 'fr');
    await api.listComments();
    expect(sentLanguage()).toBe('fr');
    await api.updateStatus('c1', 'resolved');
    expect(sentLanguage()).toBe('fr');

    // The server has no German messages.
    await setLanguage(ORIGIN, 'de');
    await api.createReply('c1', { body: 'Einverstanden' });
    expect(sentLanguage()).toBe('en');
  });

  it("leaves the loader's listing without it: the loader shows no server message", async () => {
    await setLanguage(ORIGIN, 'fr');
    await fetchComments(widgetApiBase(ORIGIN, 'pk_test'), GUEST);
    expect(sentLanguage()).toBeUndefined();
  });
});
