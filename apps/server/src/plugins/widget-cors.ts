import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WidgetKey } from '@commentflow/shared';
import type { ProjectRow } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import { projectAllowedOrigins } from '../db/json-columns.ts';
import { isDemoProject } from '../services/demo-project.ts';
import { preparedQuery } from '../db/prepared-query.ts';

const projects = new WeakMap<FastifyRequest, Promise<ProjectRow | undefined>>();

/**
 * CORS for the widget API, per project: a page may call /api/widget/<key>/* only from an origin the
 * project allows, so the allow-origin header echoes exactly that origin and nothing else. Added in
 * onRequest, so error answers (validation, refusals) carry it too and the widget can read them.
 * Call on the instance that holds the widget routes.
 */
export function widgetCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('vary', 'Origin');
    const origin = pageOrigin(request);
    const project = await widgetProject(app, request);
    if (project && origin && isOriginAllowed(project, origin, request.host)) {
      reply.header('access-control-allow-origin', origin);
    }
  });

  app.options('/widget/:key/*', { config: { access: 'widget-key' } }, async (_request, reply) => {
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST, PATCH')
      .header('access-control-allow-headers', 'content-type, authorization')
      .header('access-control-max-age', '600')
      .send();
  });
}

/** The project named by the request's key and reachable from its Origin, else 404 / 403. */
export async function requireWidgetProject(app: FastifyInstance, request: FastifyRequest): Promise<ProjectRow> {
  const project = await widgetProject(app, request);
  if (!project) throw notFound('Project');
  const origin = pageOrigin(request);
  if (!isOriginAllowed(project, origin, request.host)) {
    throw new AppError('origin-not-allowed', 'This site is not allowed to use this widget', {
      origin: origin ?? null,
    });
  }
  return project;
}

/**
 * The calling page's origin. Browsers leave Origin off same-origin GET requests, so a page this
 * server serves itself (the demo pages) is known by Sec-Fetch-Site, which page scripts cannot set.
 */
export function pageOrigin(request: FastifyRequest): string | undefined {
  if (request.headers.origin) return request.headers.origin;
  return request.headers['sec-fetch-site'] === 'same-origin' ? `${request.protocol}://${request.host}` : undefined;
}

/** `host` is the Host this server was reached at: the demo project accepts pages served from it. */
export function isOriginAllowed(project: ProjectRow, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return false;
  if (new URL(project.site_url).origin === origin || projectAllowedOrigins(project).includes(origin)) return true;
  return isDemoProject(project) && host !== undefined && originHost(origin) === host.toLowerCase();
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** Looked up once per request, shared by the CORS hook and the handler. */
function widgetProject(app: FastifyInstance, request: FastifyRequest): Promise<ProjectRow | undefined> {
  let found = projects.get(request);
  if (!found) {
    const key = WidgetKey.safeParse((request.params as { key?: unknown }).key);
    found = key.success ? projectByKey(app.db, key.data).then(([project]) => project) : Promise.resolve(undefined);
    projects.set(request, found);
  }
  return found;
}

// Every widget request starts here: prepared once (db/prepared-query.ts).
const projectByKey = preparedQuery((db, key: string) => db.selectFrom('projects').selectAll().where('public_key', '=', key));
