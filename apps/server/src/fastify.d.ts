import type { Kysely } from 'kysely';
import type { ApiKeyScope } from '@commentflow/shared';
import type { Config } from './config.ts';
import type { DialectName } from './db/client.ts';
import type { Database } from './db/schema.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { OutboundClient } from './outbound/outbound-client.ts';
import type { WebhookEmitter } from './services/webhooks/webhook-emitter.ts';
import type { IntegrationContext } from './integrations/integration-context.ts';
import type { AuthContext } from './plugins/authenticate.ts';
import type { RegisteredRoute, RequestAccess, ResolvedAccess, RouteAccess, WidgetAccess } from './plugins/route-prelude.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { Redis } from './redis.ts';
import type { SigningKeys } from './services/identity/signing-keys.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    config: Config;
    realtime: Realtime;
    /** Background jobs: enqueued in a transaction, run once per cluster (jobs/job-queue.ts). */
    jobs: JobQueue;
    /** Null without REDIS_URL (one instance: nothing to share). */
    redis: Redis | null;
    signingKeys: SigningKeys;
    /** Every route registered, with the access the route prelude gives it (the route x actor matrix reads it). */
    registeredRoutes: readonly RegisteredRoute[];
    /** Calls to URLs users chose, SSRF-checked (outbound/outbound-fetch.ts). */
    outbound: OutboundClient;
    /** Announces a change to the workspace's webhook endpoints, in the change's transaction. */
    webhooks: WebhookEmitter;
    /** Sealed credentials, screenshot links and the outbound client of the integrations. */
    integrations: IntegrationContext;
  }
  interface FastifyRequest {
    /** The signed-in caller, or null for guests (plugins/authenticate.ts). */
    auth: AuthContext | null;
    /** The signed-in caller and what the route prelude loaded for them; null on public and widget routes. */
    access: RequestAccess | null;
    /** A widget route's project (and member), set by the route prelude. */
    widget: WidgetAccess | null;
  }
  interface FastifyContextConfig {
    /** Sign-in, refresh and sign-out tolerate a stale bearer token. */
    lenientAuth?: boolean;
    /** What the route needs before its handler runs (plugins/route-prelude.ts); signed in when omitted. */
    access?: RouteAccess;
    /** Set by the route prelude when the route is registered; never written by a route. */
    resolvedAccess?: ResolvedAccess;
    /**
     * The route is part of the public API: an API key holding this scope may call it. Without it, a
     * key is refused (403), so a new route is closed to keys until it is meant for them.
     */
    apiKey?: ApiKeyScope;
  }
}
