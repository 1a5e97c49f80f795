import type { TrelloSettings } from '@commentflow/shared';
import { expectOk, ProviderCallError, readJson, type HttpRequest } from '../http.ts';
import { header, type ProviderCall, type TrackerProvider } from '../provider.ts';
import { hmac, sameSecret } from '../signatures.ts';
import { ticketMarkdown } from '../ticket-markdown.ts';

// Trello REST API (https://developer.atlassian.com/cloud/trello/rest/, TRELLO_API_URL): cards on a
// list, with an API key and token; a card moved to the done list is closed. Webhook deliveries are
// signed with the application secret over the body followed by the callback URL (X-Trello-Webhook).

type Credentials = { apiKey: string; token: string; apiSecret: string };
type Call = ProviderCall<Credentials, TrelloSettings>;

interface TrelloList {
  id: string;
  name: string;
  idBoard: string;
}

function request(call: Call, method: HttpRequest['method'], path: string, body?: unknown) {
  // In a header rather than the query string, where key and token would reach access logs.
  const authorization = `OAuth oauth_consumer_key="${call.credentials.apiKey}", oauth_token="${call.credentials.token}"`;
  return call.http(`${call.endpoints.trelloApiUrl}/1${path}`, {
    method,
    headers: { accept: 'application/json', authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

// Trello answers errors as plain text ("invalid token") or JSON with `message`.
const describe = (body: unknown) => (body as { message?: string }).message;

async function list(call: Call, id: string): Promise<TrelloList> {
  return readJson<TrelloList>(
    expectOk(await request(call, 'GET', `/lists/${encodeURIComponent(id)}?fields=name,idBoard`), describe),
    'Trello',
  );
}

export const trello: TrackerProvider<Credentials, TrelloSettings> = {
  id: 'trello',
  kind: 'tracker',
  webhookSecret: { fromCredentials: (credentials) => credentials.apiSecret },

  async connect(call) {
    const [todo, done] = [await list(call, call.settings.listId), await list(call, call.settings.doneListId)];
    if (todo.idBoard !== done.idBoard) throw new ProviderCallError(`"${todo.name}" and "${done.name}" are on different boards`, 422);
    if (todo.id === done.id) throw new ProviderCallError('new cards and done cards need two different lists', 422);
    const board = readJson<{ name: string }>(
      expectOk(await request(call, 'GET', `/boards/${todo.idBoard}?fields=name`), describe),
      'Trello',
    );
    return { accountLabel: `${board.name}: ${todo.name} → ${done.name}` };
  },

  async createTicket(call, draft) {
    const card = readJson<{ id: string; shortLink: string; shortUrl: string }>(
      expectOk(
        await request(call, 'POST', '/cards', { idList: call.settings.listId, name: draft.title, desc: ticketMarkdown(draft) }),
        describe,
      ),
      'Trello',
    );
    return { externalId: card.id, key: card.shortLink, url: card.shortUrl, status: 'open', externalStatus: 'open' };
  },

  async setState(call, externalId, state) {
    const idList = state === 'closed' ? call.settings.doneListId : call.settings.listId;
    expectOk(await request(call, 'PUT', `/cards/${encodeURIComponent(externalId)}`, { idList }), describe);
    return { externalStatus: (await list(call, idList)).name };
  },

  async addComment(call, externalId, text) {
    expectOk(await request(call, 'POST', `/cards/${encodeURIComponent(externalId)}/actions/comments`, { text }), describe);
  },

  verifyWebhook(inbound, secret) {
    return sameSecret(
      header(inbound, 'x-trello-webhook'),
      hmac('sha1', secret, Buffer.concat([inbound.rawBody, Buffer.from(inbound.url)]), 'base64'),
    );
  },

  readWebhook(inbound, settings) {
    const { action } = JSON.parse(inbound.rawBody.toString('utf8')) as {
      action?: {
        id?: string;
        type?: string;
        data?: { card?: { id?: string }; listAfter?: { id?: string; name?: string }; listBefore?: { id?: string } };
      };
    };
    const data = action?.data;
    if (!action?.id || action.type !== 'updateCard' || !data?.card?.id || !data.listAfter?.id || !data.listBefore?.id) return null;
    const intoDone = data.listAfter.id === settings.doneListId;
    const outOfDone = data.listBefore.id === settings.doneListId && !intoDone;
    if (!intoDone && !outOfDone) return null;
    return {
      deliveryId: action.id,
      externalId: data.card.id,
      status: intoDone ? 'closed' : 'open',
      externalStatus: data.listAfter.name ?? data.listAfter.id,
    };
  },
};
