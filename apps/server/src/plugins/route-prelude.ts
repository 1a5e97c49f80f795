import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Action, Role } from '@commentflow/shared';
import type { ProjectRow } from '../db/schema.ts';
import { forbidden } from '../errors.ts';
import type { Caller } from '../policies/api-key-principal.ts';
import { authorize } from '../policies/can.ts';
import { requireMembership } from '../policies/require-membership.ts';
import { loadInReach, RESOURCES, type ResourceName, type ResourceRow } from '../policies/resource-reach.ts';
import { requireInstanceAdmin } from '../policies/signed-in-user.ts';
import type { Membership } from '../policies/visible-projects.ts';
import { widgetCaller, type WidgetCaller } from '../policies/widget-caller.ts';
import { requireAuth } from './authenticate.ts';
import { isPublicRoute } from './public-routes.ts';
import { requireWidgetProject } from './widget-cors.ts';

/**
 * What a route needs before its handler runs, declared in its options: `config: { access }`.
 *
 * - omitted or `'signed-in'`: a signed-in caller (401 otherwise).
 * - `{ workspace: 'params' | 'query', action }`: a member of the workspace whose id is the
 *   `workspaceId` parameter (or query field) whose role may do `action`. Not a member: 404.
 * - `{ resource: 'project' | 'comment' | 'invite' | 'export', action }`: the resource named by its id
 *   parameter (`projectId`, `commentId`...), in reach of the caller (its workspace's member, a client
 *   only on granted projects; 404 otherwise, exactly like a missing one), and `action` allowed.
 * - `'widget-key'`: the widget's own access: the project of the `:key` parameter, called from one of
 *   its allowed origins (404 / 403 origin-not-allowed). Guests and members alike; the handler decides.
 * - `{ widget: 'member', action }`: the same, by a signed-in member of the project's workspace
 *   (a client: of a granted project) whose role may do `action`.
 * - `'instance-admin'`: a CommentFlow administrator (users.is_admin), checked before validation.
 *
 * `message` is the 403's text when the role may not. A route reachable without signing in is not
 * declared here: it goes in the one list, `public-routes.ts`.
 */
export type RouteAccess =
  | 'signed-in'
  | 'instance-admin'
  | 'widget-key'
  | { widget: 'member'; action: Action; message?: string; guestMessage?: string }
  | { workspace: 'params' | 'query'; action: Action; message?: string }
  | { resource: ResourceName; action: Action; message?: string };

/** A route's access as the prelude applies it: its declaration, or public from the list. */
export type ResolvedAccess = RouteAccess | 'public';

/** The signed-in caller and what the prelude loaded for them (`request.access`). */
export type RequestAccess = Caller & {
  sessionId: string;
  /** With a workspace or resource access: the workspace and the caller's role in it. */
  workspaceId?: string;
  role?: Role;
} & { [N in ResourceName]?: ResourceRow<N> };

/** A widget route's project and, for `{ widget: 'member' }`, the member calling (`request.widget`). */
export interface WidgetAccess {
  project: ProjectRow;
  caller: WidgetCaller | null;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: ResolvedAccess;
}

/**
 * Installs the prelude: call on the root instance before any route is registered. Every route gets
 * its access when it is registered (a route both listed public and declaring access is a startup
 * error); every request is checked before validation (sign-in) and before its handler (membership,
 * resource, role).
 */
export function registerRoutePrelude(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('access', null);
  app.decorateRequest('widget', null);

  app.addHook('onRoute', (route) => {
    const access = resolveAccess(app, route);
    route.config = { ...route.config, resolvedAccess: access };
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });

  // After authentication (registered before this), so request.auth is known; before validation, so
  // an anonymous caller learns nothing from a route's input rules.
  app.addHook('preValidation', async (request) => {
    const access = accessOf(request);
    if (access === 'public' || access === 'widget-key') return;
    if (access === 'instance-admin') await requireInstanceAdmin(app, request);
    const { userId, sessionId, apiKey } = requireAuth(request);
    request.access = { userId, sessionId, apiKey };
  });

  // After validation: the ids it reads are well formed.
  app.addHook('preHandler', async (request) => {
    const access = accessOf(request);
    if (access === 'widget-key') {
      request.widget = { project: await requireWidgetProject(app, request), caller: null };
      return;
    }
    if (typeof access === 'string') return;
    const signedIn = request.access!;
    if ('widget' in access) {
      const project = await requireWidgetProject(app, request);
      const caller = await widgetCaller(app.db, request, project);
      if (caller.kind === 'guest') throw forbidden(access.guestMessage ?? 'Only members of this workspace can do that');
      authorize(caller.role, access.action, access.message);
      request.widget = { project, caller };
    } else if ('workspace' in access) {
      const source = (access.workspace === 'params' ? request.params : request.query) as { workspaceId: string };
      const role = await requireMembership(app.db, signedIn, source.workspaceId);
      authorize(role, access.action, access.message);
      request.access = { ...signedIn, workspaceId: source.workspaceId, role };
    } else {
      const id = (request.params as Record<string, string>)[RESOURCES[access.resource].param]!;
      const { row, workspaceId, role } = await loadInReach(app.db, signedIn, access.resource, id);
      authorize(role, access.action, access.message);
      request.access = { ...signedIn, workspaceId, role, [access.resource]: row };
    }
  });
}

function resolveAccess(app: FastifyInstance, route: RouteOptions): ResolvedAccess {
  const declared = route.config?.access;
  const methods = [route.method].flat();
  const listed = methods.every((method) => isPublicRoute(app.config, method, route.url));
  if (listed && declared) throw new Error(`${methods.join(',')} ${route.url} is in public-routes.ts and declares access: choose one`);
  if (listed) return 'public';
  if (typeof declared === 'object' && 'resource' in declared) {
    const { param } = RESOURCES[declared.resource];
    if (!route.url.includes(`:${param}`))
      throw new Error(`${route.url} declares the ${declared.resource} resource but has no :${param} parameter`);
  }
  return declared ?? 'signed-in';
}

/** The route's access; a request no route matched (the not-found handler) passes to it. */
function accessOf(request: FastifyRequest): ResolvedAccess {
  if (request.is404) return 'public';
  const access = request.routeOptions.config.resolvedAccess;
  // Every route gets one in onRoute; a route registered before the prelude would arrive here without.
  if (!access) throw new Error('This route was registered without the route prelude');
  return access;
}

/** The signed-in caller's workspace and role, for a route with workspace or resource access. */
export function memberAccess(request: FastifyRequest): Membership & { sessionId: string } {
  const access = request.access;
  if (!access?.workspaceId || !access.role) throw new Error('This route does not declare workspace access');
  const { userId, apiKey, sessionId, workspaceId, role } = access;
  return { userId, apiKey, sessionId, workspaceId, role };
}

/** The resource the prelude loaded for a route with `{ resource: name }` access. */
export function loaded<N extends ResourceName>(request: FastifyRequest, name: N): ResourceRow<N> {
  const row = request.access?.[name];
  if (!row) throw new Error('This route does not declare that resource');
  return row as ResourceRow<N>;
}

/** The widget route's project (and member, for `{ widget: 'member' }`). */
export function widgetAccess(request: FastifyRequest): WidgetAccess {
  if (!request.widget) throw new Error('This route does not declare widget access');
  return request.widget;
}

/** The member calling a `{ widget: 'member' }` route. */
export function widgetMember(request: FastifyRequest): { project: ProjectRow; userId: string; role: Role } {
  const { project, caller } = widgetAccess(request);
  if (caller?.kind !== 'member') throw new Error('This route does not declare a widget member');
  return { project, userId: caller.userId, role: caller.role };
}
