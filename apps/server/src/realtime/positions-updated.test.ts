import { afterAll, describe, expect, it } from 'vitest';
import type { PositionsPayload, ServerToClientEvents, SocketAuth } from '@commentflow/shared';
import { signUpUser } from '../test/auth-factory.ts';
import { addMember, createComment, createProject, SITE_ORIGIN } from '../test/factories.ts';
import { drained, socketClients, until, type ClientSocket } from '../test/socket-clients.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const sockets = socketClients();
afterAll(() => sockets.closeAll());

type Heard = Parameters<ServerToClientEvents['positions-updated']>[0];
const PAGE = `${SITE_ORIGIN}/pricing`;

function heardBy(socket: ClientSocket): Heard[] {
  const heard: Heard[] = [];
  socket.on('positions-updated', (payload) => heard.push(payload));
  return heard;
}

async function joined(auth: SocketAuth, workspaceId: string, origin?: string): Promise<ClientSocket> {
  const socket = await sockets.connect(t.baseUrl, auth, origin);
  expect(await socket.emitWithAck('join-workspace', { workspaceId })).toEqual({ ok: true });
  return socket;
}

const at = (commentId: string, x = 0.5) => ({ commentId, x, y: 0.25, detached: false });

/**
 * A workspace with two projects and a pin on each, its owner and a member (both joined), a client of
 * the first project, guests on both sites, and another workspace with a pin and a joined member.
 */
async function scene() {
  const owner = await signUpUser(t.baseUrl, { displayName: 'Olive Owner' });
  const [teammate, client, stranger] = await Promise.all([signUpUser(t.baseUrl), signUpUser(t.baseUrl), signUpUser(t.baseUrl)]);
  const ws = owner.workspaceId;
  await addMember(t.app, ws, teammate.user.uid, 'member');
  const site = await createProject(t.baseUrl, owner.token, ws);
  const shop = await createProject(t.baseUrl, owner.token, ws, { name: 'Shop' });
  await addMember(t.app, ws, client.user.uid, 'client', [site.id]);
  const foreignProject = await createProject(t.baseUrl, stranger.token, stranger.workspaceId);
  const [onSite, onShop, foreign] = await Promise.all([
    createComment(t.baseUrl, site),
    createComment(t.baseUrl, shop),
    createComment(t.baseUrl, foreignProject),
  ]);
  return {
    ws,
    site,
    pins: { onSite: onSite.id, onShop: onShop.id, foreign: foreign.id },
    owner: { user: owner, socket: await joined({ token: owner.token, projectKey: site.publicKey }, ws, SITE_ORIGIN) },
    teammate: await joined({ token: teammate.token }, ws),
    client: await joined({ token: client.token }, ws),
    stranger: await joined({ token: stranger.token }, stranger.workspaceId),
    guestOnSite: await sockets.connect(t.baseUrl, { projectKey: site.publicKey }, SITE_ORIGIN),
    guestOnShop: await sockets.connect(t.baseUrl, { projectKey: shop.publicKey }, SITE_ORIGIN),
  };
}

describe('positions-updated', () => {
  it("reaches the workspace's members from a member, never other workspaces or guests", async () => {
    const s = await scene();
    const teammate = heardBy(s.teammate);
    const others = [s.stranger, s.guestOnSite, s.guestOnShop, s.owner.socket].map(heardBy);

    const update: PositionsPayload = { workspaceId: s.ws, pageUrl: PAGE, positions: [at(s.pins.onSite)] };
    s.owner.socket.emit('positions-updated', update);
    await until(() => teammate.length > 0);
    await Promise.all([s.teammate, s.stranger, s.guestOnSite, s.guestOnShop, s.owner.socket].map(drained));

    expect(teammate).toEqual([{ ...update, userId: s.owner.user.user.uid }]);
    // Neither another workspace, nor guests on either site, nor the sender itself.
    expect(others).toEqual([[], [], [], []]);
  });

  it("relays only pins of the sender's workspace that the sender sees, each project's to its own listeners", async () => {
    const s = await scene();
    const teammate = heardBy(s.teammate);
    const client = heardBy(s.client);
    const stranger = heardBy(s.stranger);

    const mixed = [
      at(s.pins.onSite, 0.1),
      at(s.pins.onShop, 0.2),
      at(s.pins.foreign, 0.3),
      at('00000000-0000-4000-8000-000000000000', 0.4),
    ];
    s.owner.socket.emit('positions-updated', { workspaceId: s.ws, pageUrl: PAGE, positions: mixed });
    await until(() => teammate.length === 2 && client.length === 1);
    await Promise.all([s.teammate, s.client, s.stranger].map(drained));

    expect(teammate.map((heard) => heard.positions)).toEqual([[at(s.pins.onSite, 0.1)], [at(s.pins.onShop, 0.2)]]);
    // The client of the first project hears its pin only, not the other project's.
    expect(client.map((heard) => heard.positions)).toEqual([[at(s.pins.onSite, 0.1)]]);
    expect(stranger).toEqual([]);
  });

  it('relays a client only the pins of projects granted to them', async () => {
    const s = await scene();
    const owner = heardBy(s.owner.socket);

    s.client.emit('positions-updated', { workspaceId: s.ws, pageUrl: PAGE, positions: [at(s.pins.onShop), at(s.pins.onSite)] });
    await until(() => owner.length > 0);
    await drained(s.owner.socket);
    expect(owner.map((heard) => heard.positions)).toEqual([[at(s.pins.onSite)]]);
  });

  it('relays nothing from a socket outside the workspace, a guest, or with a bad payload', async () => {
    const s = await scene();
    const teammate = heardBy(s.teammate);
    const good = { workspaceId: s.ws, pageUrl: PAGE, positions: [at(s.pins.onSite)] };

    // A member of another workspace naming this one, a guest of the site and a signed-in socket that never joined.
    s.stranger.emit('positions-updated', good);
    s.guestOnSite.emit('positions-updated', good);
    const notJoined = await sockets.connect(t.baseUrl, { token: s.owner.user.token });
    notJoined.emit('positions-updated', good);
    const bad: unknown[] = [
      { ...good, positions: [{ ...at(s.pins.onSite), x: 7 }] },
      { ...good, positions: [{ ...at(s.pins.onSite), commentId: 'not-an-id' }] },
      { ...good, positions: [{ ...at(s.pins.onSite), extra: true }] },
      { ...good, pageUrl: 'x'.repeat(2049) },
      { ...good, positions: Array.from({ length: 501 }, () => at(s.pins.onSite)) },
      { workspaceId: s.ws, positions: good.positions },
      'positions',
    ];
    for (const payload of bad) s.owner.socket.emit('positions-updated', payload as typeof good);
    await Promise.all([s.stranger, s.guestOnSite, notJoined, s.owner.socket].map(drained));

    // The same socket's valid update still goes through, and it is the only one the teammate hears.
    s.owner.socket.emit('positions-updated', good);
    await until(() => teammate.length > 0);
    await drained(s.teammate);
    expect(teammate.map((heard) => heard.positions)).toEqual([good.positions]);
  });
});
