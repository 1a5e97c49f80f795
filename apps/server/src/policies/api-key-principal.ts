import { AsyncLocalStorage } from 'node:async_hooks';
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

// The key travels with the request's async context, so the membership checks that every route already
// goes through (require-membership.ts, visible-projects.ts) judge the key, not its creator's own
// memberships, without each of the many call sites having to pass it along.
const current = new AsyncLocalStorage<{ apiKey: ApiKeyPrincipal | null }>();

/** Runs `next` in a context where the request's key can be set once it is authenticated. */
export const withPrincipalContext = (next: () => void): void => current.run({ apiKey: null }, next);

export function setRequestApiKey(principal: ApiKeyPrincipal): void {
  const store = current.getStore();
  // Without the context a key would silently act with its creator's memberships: refuse instead.
  if (!store) throw new Error('API key authenticated outside a request context');
  store.apiKey = principal;
}

/** The key of the request being served, when the membership being checked is that of its acting user. */
export function apiKeyActingAs(userId: string): ApiKeyPrincipal | null {
  const apiKey = current.getStore()?.apiKey ?? null;
  return apiKey && apiKey.actingUserId === userId ? apiKey : null;
}

/** The key of the request being served, if it was made with one. */
export const currentApiKey = (): ApiKeyPrincipal | null => current.getStore()?.apiKey ?? null;
