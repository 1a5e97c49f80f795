import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signUpUser } from '../test/auth-factory.ts';
import { call } from '../test/factories.ts';
import { useInstancesSharingRedis } from '../test/test-app.ts';

const { a, b } = useInstancesSharingRedis();
const open: WebSocket[] = [];
afterAll(() => open.forEach((ws) => ws.terminate()));

/** A ready /retention/{uid} channel on one instance, with the messages it hears after that. */
function channel(baseUrl: string, uid: string, token: string): Promise<{ messages: { type: string; data: { workspaceId: string } }[] }> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/retention/${uid}`);
  open.push(ws);
  const messages: { type: string; data: { workspaceId: string } }[] = [];
  return new Promise((resolve, reject) => {
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type === 'ready') resolve({ messages });
      else messages.push(message);
    });
    ws.on('close', (code) => reject(new Error(`closed ${code}`)));
  });
}

describe('the retention WebSocket across instances sharing Redis', () => {
  it("carries a change made through instance A to the user's channel on instance B", async () => {
    const owner = await signUpUser(a.baseUrl);
    const onB = await channel(b.baseUrl, owner.user.uid, owner.token);
    const acknowledged = await call(a.baseUrl, 'POST', '/api/retention/acknowledge', {
      token: owner.token,
      body: { warningType: 'banner_dismissed', daysRemaining: null },
    });
    expect(acknowledged.status).toBe(200);
    await expect.poll(() => onB.messages.map((message) => message.type)).toEqual(['status_update']);
    expect(onB.messages[0]!.data.workspaceId).toBe(owner.workspaceId);
  });
});
