import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseAllowList, type AllowList } from './outbound/address-policy.ts';
import { oauthSettingsFromEnv, type OAuthSettings } from './services/identity/oauth/oauth-settings.ts';

const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a plain schema name')
    .optional(),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  DATABASE_PREPARED_STATEMENTS: z.enum(['true', 'false', '1', '0']).optional(),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_COMMAND_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  REDIS_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  ISSUER: z.string().min(1).optional(),
  APP_CONTEXT: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  NODE_ENV: z.string().default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  DEMO_RESET_MINUTES: z.coerce.number().int().min(1).default(60),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must be a GA4 measurement id (G-XXXXXXX)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('CommentFlow <no-reply@localhost>'),
  INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  REPLY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$|^localhost$/i, 'must be a domain such as reply.example.com')
    .optional(),
  MOCK_AUTH: z.enum(['true', 'false', '1', '0']).optional(),
  JOB_WORKERS: z.enum(['true', 'false', '1', '0']).optional(),
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  JOB_LEASE_GRACE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  EVENT_OUTBOX_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  WEBHOOK_ALLOWED_HOSTS: z.string().optional(),
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  MAX_IN_FLIGHT_REQUESTS: z.coerce.number().int().min(1).default(256),
  INTEGRATIONS_KEY: z.base64({ message: 'must be 32 bytes, base64-encoded (openssl rand -base64 32)' }).optional(),
  INTEGRATIONS_PREVIOUS_KEYS: z
    .string()
    .regex(/^[A-Za-z0-9+/=]+(,[A-Za-z0-9+/=]+)*$/, 'must be base64 keys separated by commas')
    .optional(),
  LINEAR_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.linear.app/graphql'),
  TRELLO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.trello.com'),
  PLANS: z.enum(['on', 'off']).default('on'),
  CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default('https://store.lemonsqueezy.com/checkout/buy'),
  CHECKOUT_VARIANT_TIER1: z.string().trim().min(1).optional(),
  CHECKOUT_VARIANT_TIER2: z.string().trim().min(1).optional(),
  CHECKOUT_VARIANT_TIER3: z.string().trim().min(1).optional(),
  CHECKOUT_PRICE_TIER1: z.string().trim().min(1).max(40).optional(),
  CHECKOUT_PRICE_TIER2: z.string().trim().min(1).max(40).optional(),
  CHECKOUT_PRICE_TIER3: z.string().trim().min(1).max(40).optional(),
  BILLING_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  BILLING_API_KEY: z.string().min(1).optional(),
  BILLING_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.lemonsqueezy.com/v1'),
  RETENTION_DELETION: z.enum(['on', 'dry-run']).default('on'),
});

/** Every variable the server reads from its environment (OAuth's per-provider ones aside: oauth-settings.ts). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(Env.shape);

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL schema (search_path); null: the server's default. */
  databaseSchema: string | null;
  /** PostgreSQL: a statement running longer is cancelled, and a connection silent for 2 s more is dropped. */
  databaseQueryTimeoutMs: number;
  /** PostgreSQL: the hot paths' queries are prepared once per connection (db/named-statements.ts). */
  databasePreparedStatements: boolean;
  /** Behind a reverse proxy: trust X-Forwarded-* for the client IP and protocol. */
  trustProxy: boolean;
  redisUrl: string | null;
  /** A Redis command without an answer in this time fails, and what needed it degrades (redis.ts). */
  redisCommandTimeoutMs: number;
  /** How long the server waits for Redis at start before it starts degraded. */
  redisConnectTimeoutMs: number;
  /** The public origin for links and install snippets; null (never in production): derived from each request. */
  publicUrl: string | null;
  appContext: string | null;
  production: boolean;
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  issuer: string;
  webDistDir: string;
  widgetDistDir: string;
  bodyLimit: number;
  rateLimitAuthPerMinute: number;
  /** How often the public demo project's comments are wiped. */
  demoResetMinutes: number;
  /** GA4 measurement id for the public site's analytics tag; null: no tag. */
  gaMeasurementId: string | null;
  /** SMTP server for e-mail (smtp://user:pass@host:587); null: the dev outbox keeps the mail. */
  smtpUrl: string | null;
  /** Reply by e-mail: the inbound SMTP server's port and host, and the domain of reply addresses (reply+<token>@REPLY_DOMAIN); off without both. */
  inboundSmtp: { port: number; host: string; replyDomain: string } | null;
  mailFrom: string;
  /** docs/product/api.md mock auth (sign in with an e-mail alone): local demos only, never in production. */
  mockAuth: boolean;
  /** OAuth sign-in providers; null: not configured. */
  oauth: OAuthSettings;
  /** The job layer (jobs/job-queue.ts): whether this instance runs jobs, or only enqueues them. */
  jobWorkers: boolean;
  /** How often an idle job worker looks for due jobs. */
  jobPollMs: number;
  /** Added to a job's timeout before another instance may take it over (its instance is presumed dead). */
  jobLeaseGraceMs: number;
  /** A committed change's socket events not sent by its instance after this long are sent by another (services/event-outbox.ts). */
  eventOutboxGraceMs: number;
  /** Non-public hosts and ranges that outbound calls (webhooks, integrations) may still reach. */
  webhookAllowedHosts: AllowList;
  /** Calls one API key may make per minute, across all instances when REDIS_URL is set. */
  apiKeyRateLimitPerMinute: number;
  /** Requests this instance works on at once; past it, 503 overloaded with Retry-After (plugins/overload-guard.ts). */
  maxInFlightRequests: number;
  /** Base64 AES-256 key sealing integration credentials; null: the key kept in the data directory. */
  integrationsKey: string | null;
  /** Keys used before a rotation, still accepted to open old values until they are sealed again. */
  integrationsPreviousKeys: string[];
  /** Endpoints of the SaaS-only trackers (the others take theirs in each integration's settings). */
  linearApiUrl: string;
  trelloApiUrl: string;
  billing: BillingConfig;
}

/** Plans, checkout and the payment provider (issue #17; README "Plans and billing"). */
export interface BillingConfig {
  /** PLANS=off: every workspace is Pro and unlimited, never warned, nothing sold. */
  plansEnabled: boolean;
  checkoutUrl: string;
  /** Per tier; null: not configured (docs/product/data.md placeholder). */
  variants: Record<'tier1' | 'tier2' | 'tier3', string | null>;
  prices: Record<'tier1' | 'tier2' | 'tier3', string | null>;
  webhookSecret: string | null;
  apiKey: string | null;
  apiUrl: string;
  /** dry-run: the deletion job logs what it would delete and deletes nothing. */
  deletionDryRun: boolean;
}

// Empty strings count as unset, as in most twelve-factor apps.
const definedOnly = (env: NodeJS.ProcessEnv) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));

const isTrue = (value: string | undefined) => value === 'true' || value === '1';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const defined = definedOnly(env);
  const parsed = Env.safeParse(defined);
  const oauth = oauthSettingsFromEnv(defined);
  const allowed = parseAllowList(defined.WEBHOOK_ALLOWED_HOSTS);
  const problems = [
    ...(parsed.error?.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`) ?? []),
    ...oauth.problems,
    ...allowed.problems.map((problem) => `  WEBHOOK_ALLOWED_HOSTS: ${problem}`),
  ];
  if (parsed.success && isTrue(parsed.data.MOCK_AUTH) && parsed.data.NODE_ENV === 'production') {
    problems.push('  MOCK_AUTH: mock auth signs anyone in with an e-mail alone and is refused when NODE_ENV=production');
  }
  if (parsed.success && !parsed.data.PUBLIC_URL && parsed.data.NODE_ENV === 'production') {
    problems.push(
      '  PUBLIC_URL: required when NODE_ENV=production (e.g. https://feedback.example.com): reset and invitation links and the OAuth redirect_uri are built from it, never from the Host header a caller sends',
    );
  }
  if (!parsed.success || problems.length > 0) {
    throw new Error(
      `CommentFlow cannot start: the configuration is invalid.\n${problems.join('\n')}\nFix these environment variables (see the README's configuration table).`,
    );
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR ?? resolve(REPO_ROOT, 'data')),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseSchema: e.DATABASE_SCHEMA ?? null,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS === undefined || isTrue(e.DATABASE_PREPARED_STATEMENTS),
    trustProxy: isTrue(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL ?? null,
    redisCommandTimeoutMs: e.REDIS_COMMAND_TIMEOUT_MS,
    redisConnectTimeoutMs: e.REDIS_CONNECT_TIMEOUT_MS,
    publicUrl,
    appContext: e.APP_CONTEXT ?? null,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    issuer: e.ISSUER ?? publicUrl ?? 'http://localhost:3000',
    webDistDir: resolve(e.WEB_DIST_DIR ?? resolve(REPO_ROOT, 'apps/web/dist')),
    widgetDistDir: resolve(REPO_ROOT, 'packages/widget/dist'),
    bodyLimit: 1_048_576,
    rateLimitAuthPerMinute: e.RATE_LIMIT_AUTH_PER_MINUTE,
    demoResetMinutes: e.DEMO_RESET_MINUTES,
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    inboundSmtp:
      e.INBOUND_SMTP_PORT !== undefined && e.REPLY_DOMAIN
        ? { port: e.INBOUND_SMTP_PORT, host: e.INBOUND_SMTP_HOST, replyDomain: e.REPLY_DOMAIN.toLowerCase() }
        : null,
    mailFrom: e.MAIL_FROM,
    mockAuth: isTrue(e.MOCK_AUTH),
    oauth: oauth.settings,
    jobWorkers: e.JOB_WORKERS === undefined || isTrue(e.JOB_WORKERS),
    jobPollMs: e.JOB_POLL_MS,
    jobLeaseGraceMs: e.JOB_LEASE_GRACE_SECONDS * 1000,
    eventOutboxGraceMs: e.EVENT_OUTBOX_GRACE_MS,
    webhookAllowedHosts: allowed.allowList,
    apiKeyRateLimitPerMinute: e.API_KEY_RATE_LIMIT_PER_MINUTE,
    maxInFlightRequests: e.MAX_IN_FLIGHT_REQUESTS,
    integrationsKey: e.INTEGRATIONS_KEY ?? null,
    integrationsPreviousKeys: e.INTEGRATIONS_PREVIOUS_KEYS?.split(',') ?? [],
    linearApiUrl: e.LINEAR_API_URL,
    trelloApiUrl: e.TRELLO_API_URL.replace(/\/$/, ''),
    billing: {
      plansEnabled: e.PLANS === 'on',
      checkoutUrl: e.CHECKOUT_URL,
      variants: {
        tier1: e.CHECKOUT_VARIANT_TIER1 ?? null,
        tier2: e.CHECKOUT_VARIANT_TIER2 ?? null,
        tier3: e.CHECKOUT_VARIANT_TIER3 ?? null,
      },
      prices: { tier1: e.CHECKOUT_PRICE_TIER1 ?? null, tier2: e.CHECKOUT_PRICE_TIER2 ?? null, tier3: e.CHECKOUT_PRICE_TIER3 ?? null },
      webhookSecret: e.BILLING_WEBHOOK_SECRET ?? null,
      apiKey: e.BILLING_API_KEY ?? null,
      apiUrl: e.BILLING_API_URL.replace(/\/+$/, ''),
      deletionDryRun: e.RETENTION_DELETION === 'dry-run',
    },
  };
}
