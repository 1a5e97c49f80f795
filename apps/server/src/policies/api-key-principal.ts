import type { ApiKeyScope, Role } from '@commentflow/shared';

/**
 * A request made with an API key acts as a workspace principal: it is a member of exactly its key's
 * workspace, with the role its scopes give, and sees only its project when the key is restricted.
 * The key's creator is carried as the acting user so the rows it writes have an author.
 */
export interface ApiKeyPrincipal {
  id: string;
  name: string;
  workspaceId: string;
  scopes: ApiKeyScope[];
  projectId: string | null;
  actingUserId: string;
}

/**
 * The role a key acts with. Write keys act as an admin, but only on the routes of the public API
 * (plugins/authenticate.ts refuses keys everywhere else), so members, invites, billing and keys stay
 * out of their reach; read keys never get past a safe method.
 */
export const apiKeyRole = (principal: ApiKeyPrincipal): Role => (principal.scopes.includes('write') ? 'admin' : 'member');

/**
 * Who makes a request: a signed-in person, or an API key acting as its creator. Every membership and
 * visibility check takes the caller whole, so a key is judged as the key wherever membership is
 * decided (require-membership.ts, visible-projects.ts), never with its creator's own memberships.
 */
export interface Caller {
  userId: string;
  /** Set when the request was made with an API key: the key is then the principal. */
  apiKey: ApiKeyPrincipal | null;
}

/** A person acting as themselves: sockets, which only session tokens open, and work outside a request. */
export const person = (userId: string): Caller => ({ userId, apiKey: null });
