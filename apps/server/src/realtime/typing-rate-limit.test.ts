import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocketAuth } from '@commentflow/shared';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember } from '../test/factories.ts';
import { drained, socketClients, until } from '../test/socket-clients.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
const sockets = socketClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const connect = (auth: SocketAuth) => sockets.connect(t.baseUrl, auth);

async function teammates() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
  const teammate = await signUpUser(t.baseUrl);
  await addMember(t.app, owner.workspaceId, teammate.user.uid, 'member');
  const sender = await connect({ token: owner.token });
  const watcher = await connect({ token: teammate.token });
  for (const socket of [sender, watcher]) {
    expect(await socket.emitWithAck('join-workspace', { workspaceId: owner.workspaceId })).toEqual({ ok: true });
  }
  return { owner, sender, watcher };
}

describe('typing indicator rate limit', () => {
  it('relays "typing" once per thread and second, and "stopped" always', async () => {
    const { owner, sender, watcher } = await teammates();
    const seen: boolean[] = [];
    watcher.on('user-typing', (payload) => seen.push(payload.isTyping));
    const typing = (isTyping: boolean) => sender.emit('comment-typing', { workspaceId: owner.workspaceId, commentId: null, isTyping });
    for (let i = 0; i < 10; i++) typing(true);
    typing(false);
    await until(() => seen.length >= 2);
    await drained(sender);
    await drained(watcher);
    expect(seen).toEqual([true, false]);
    typing(true);
    await until(() => seen.length >= 3);
    expect(seen).toEqual([true, false, true]);
  });
});
