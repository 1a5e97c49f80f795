import { createHmac, randomBytes } from 'node:crypto';
import { startFakeServer, type FakeServer } from './fake-server.ts';
import type { Delivery, FakeTicket } from './tracker-contract.ts';

export const TRELLO_KEY = 'trello-key';
export const TRELLO_TOKEN = 'trello-good-token';
export const TRELLO_SECRET = 'trello-app-secret';
export const LIST_TODO = 'a'.repeat(24);
export const LIST_DONE = 'b'.repeat(24);
export const LIST_ELSEWHERE = 'c'.repeat(24);

const LISTS = [
  { id: LIST_TODO, name: 'Feedback', idBoard: 'board1' },
  { id: LIST_DONE, name: 'Done', idBoard: 'board1' },
  { id: LIST_ELSEWHERE, name: 'Ideas', idBoard: 'board2' },
];

/** Trello's REST API under /1 (OAuth header with key and token), and its webhooks signed with the app secret. */
export interface FakeTrello extends FakeServer {
  tickets: Array<FakeTicket & { id: string; idList: string }>;
  deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string, callbackUrl: string): Delivery;
}

export async function startFakeTrello(): Promise<FakeTrello> {
  const server = await startFakeServer();
  const tickets: FakeTrello['tickets'] = [];
  const ok = (headers: Record<string, unknown>) =>
    headers.authorization === `OAuth oauth_consumer_key="${TRELLO_KEY}", oauth_token="${TRELLO_TOKEN}"`;
  const refused = { status: 401, body: 'invalid token' };
  const move = (ticket: FakeTrello['tickets'][number], idList: string) => {
    ticket.idList = idList;
    ticket.state = idList === LIST_DONE ? 'closed' : 'open';
  };

  server.on('GET', '/1/lists/:id', (request, params) => {
    if (!ok(request.headers)) return refused;
    const list = LISTS.find((l) => l.id === params.id);
    return list ? { status: 200, body: list } : { status: 404, body: 'model not found' };
  });
  server.on('GET', '/1/boards/:id', (request, params) =>
    ok(request.headers) ? { status: 200, body: { id: params.id, name: 'Website' } } : refused,
  );
  server.on('POST', '/1/cards', (request) => {
    if (!ok(request.headers)) return refused;
    const input = request.json as { idList: string; name: string; desc: string };
    const shortLink = randomBytes(4).toString('hex');
    const ticket = {
      id: randomBytes(12).toString('hex'),
      key: shortLink,
      title: input.name,
      body: input.desc,
      idList: input.idList,
      state: 'open' as const,
      comments: [],
    };
    tickets.push(ticket);
    return { status: 200, body: { id: ticket.id, shortLink, shortUrl: `https://trello.com/c/${shortLink}`, idList: input.idList } };
  });
  server.on('PUT', '/1/cards/:id', (request, params) => {
    const ticket = tickets.find((t) => t.id === params.id);
    if (!ok(request.headers) || !ticket) return refused;
    move(ticket, (request.json as { idList: string }).idList);
    return { status: 200, body: { id: ticket.id, idList: ticket.idList } };
  });
  server.on('POST', '/1/cards/:id/actions/comments', (request, params) => {
    const ticket = tickets.find((t) => t.id === params.id);
    if (!ok(request.headers) || !ticket) return refused;
    ticket.comments.push((request.json as { text: string }).text);
    return { status: 200, body: { id: randomBytes(12).toString('hex') } };
  });

  return Object.assign(server, {
    tickets,
    deliver(ticket: FakeTicket, state: 'open' | 'closed', secret: string, callbackUrl: string): Delivery {
      const card = ticket as FakeTrello['tickets'][number];
      const before = LISTS.find((l) => l.id === card.idList)!;
      const after = LISTS.find((l) => l.id === (state === 'closed' ? LIST_DONE : LIST_TODO))!;
      move(card, after.id);
      const body = JSON.stringify({
        action: {
          id: randomBytes(12).toString('hex'),
          type: 'updateCard',
          data: {
            card: { id: card.id, idList: after.id, shortLink: card.key },
            listBefore: { id: before.id, name: before.name },
            listAfter: { id: after.id, name: after.name },
            old: { idList: before.id },
          },
        },
        model: { id: 'board1', name: 'Website' },
      });
      const signature = createHmac('sha1', secret)
        .update(body + callbackUrl)
        .digest('base64');
      return { body, headers: { 'content-type': 'application/json', 'x-trello-webhook': signature } };
    },
  });
}
