import { z } from 'zod';
import { Email } from './auth.ts';
import { HttpUrl, Id, Timestamp } from './common.ts';
import { INTEGRATION_PROVIDER_IDS } from '../rules/integration-providers.ts';

// The table of providers lives with the rules (no zod), for the widget; the API's modules take it from here.
export { INTEGRATION_PROVIDERS } from '../rules/integration-providers.ts';

export const IntegrationProvider = z.enum(INTEGRATION_PROVIDER_IDS);
export type IntegrationProvider = z.infer<typeof IntegrationProvider>;

const Secret = z.string().trim().min(1, { message: 'Required' }).max(500);
const Labels = z.array(z.string().trim().min(1).max(50)).max(20).default([]);
/** What a notifier announces. */
export const NotifyEvent = z.enum(['thread-created', 'status-changed']);
export type NotifyEvent = z.infer<typeof NotifyEvent>;
const NotifyEvents = z.array(NotifyEvent).min(1, { message: 'Choose at least one event' }).default(['thread-created', 'status-changed']);
/** Trackers: copy the thread's replies into the ticket as comments. */
const MirrorReplies = z.boolean().default(false);

export const GitHubSettings = z.strictObject({
  /** REST API root: https://api.github.com, or https://<host>/api/v3 for GitHub Enterprise Server. */
  apiUrl: HttpUrl.default('https://api.github.com'),
  owner: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,39}$/, { message: 'A GitHub user or organisation name' }),
  repo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,100}$/, { message: 'A repository name' }),
  labels: Labels,
  mirrorReplies: MirrorReplies,
});
export type GitHubSettings = z.infer<typeof GitHubSettings>;

export const GitLabSettings = z.strictObject({
  /** https://gitlab.com or a self-hosted instance's address. */
  baseUrl: HttpUrl.default('https://gitlab.com'),
  /** The project's path (group/project) or numeric id. */
  project: z.string().trim().min(1).max(300),
  labels: Labels,
  mirrorReplies: MirrorReplies,
});
export type GitLabSettings = z.infer<typeof GitLabSettings>;

export const LinearSettings = z.strictObject({
  /** The team's id (Settings > Teams, or the API). */
  teamId: z.string().trim().min(1).max(100),
  mirrorReplies: MirrorReplies,
});
export type LinearSettings = z.infer<typeof LinearSettings>;

export const JiraSettings = z.strictObject({
  /** https://<site>.atlassian.net */
  siteUrl: HttpUrl,
  projectKey: z
    .string()
    .trim()
    .regex(/^[A-Z][A-Z0-9_]{0,19}$/, { message: 'A Jira project key such as WEB' }),
  issueType: z.string().trim().min(1).max(100).default('Task'),
  /** Which Jira status a thread's status moves the issue to, and which Jira statuses resolve a thread. */
  statusMapping: z
    .strictObject({
      resolved: z.string().trim().min(1).max(100).default('Done'),
      open: z.string().trim().min(1).max(100).default('To Do'),
    })
    .default({ resolved: 'Done', open: 'To Do' }),
  mirrorReplies: MirrorReplies,
});
export type JiraSettings = z.infer<typeof JiraSettings>;

export const TrelloSettings = z.strictObject({
  /** New cards go on this list; a card moved to the done list (same board) resolves its thread. */
  listId: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{24}$/, { message: 'A Trello list id' }),
  doneListId: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{24}$/, { message: 'A Trello list id' }),
  mirrorReplies: MirrorReplies,
});
export type TrelloSettings = z.infer<typeof TrelloSettings>;

export const SlackSettings = z.strictObject({ events: NotifyEvents });
export type SlackSettings = z.infer<typeof SlackSettings>;

export const EmailSettings = z.strictObject({
  recipients: z.array(Email).min(1, { message: 'Add at least one address' }).max(20),
  events: NotifyEvents,
});
export type EmailSettings = z.infer<typeof EmailSettings>;

/** Credentials, as written once by the person connecting; stored encrypted, never sent back. */
/**
 * GitHub: a personal access token, or a GitHub App installed on the repository (its id, the private
 * key it was given as a .pem file, and the installation's id); the server trades the app's signed
 * JWT for short-lived installation tokens.
 */
export const GitHubCredentials = z.union([
  z.strictObject({ token: Secret }),
  z.strictObject({
    appId: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, { message: "The App ID from the app's settings page (digits)" }),
    installationId: z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, { message: "The number at the end of the installation's URL (digits)" }),
    privateKey: z
      .string()
      .trim()
      .max(10_000)
      .regex(/^-----BEGIN (RSA )?PRIVATE KEY-----[\s\S]+-----END (RSA )?PRIVATE KEY-----$/, {
        message: 'The whole .pem file the app generated, BEGIN and END lines included',
      }),
  }),
]);
export type GitHubCredentials = z.infer<typeof GitHubCredentials>;
export const GitLabCredentials = z.strictObject({ token: Secret });
/** Linear makes the webhook's signing secret; it is pasted here with the API key. */
export const LinearCredentials = z.strictObject({ apiKey: Secret, webhookSecret: Secret });
export const JiraCredentials = z.strictObject({ email: Email, apiToken: Secret });
/** Trello signs its webhooks with the application's secret. */
export const TrelloCredentials = z.strictObject({ apiKey: Secret, token: Secret, apiSecret: Secret });
/** An incoming webhook URL (https://hooks.slack.com/services/...). */
export const SlackCredentials = z.strictObject({ webhookUrl: HttpUrl });
export const EmailCredentials = z.strictObject({});

/** POST /workspaces/:workspaceId/integrations: one provider's credentials and settings. */
export const ConnectIntegrationRequest = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('github'), credentials: GitHubCredentials, settings: GitHubSettings }),
  z.strictObject({ provider: z.literal('gitlab'), credentials: GitLabCredentials, settings: GitLabSettings }),
  z.strictObject({ provider: z.literal('linear'), credentials: LinearCredentials, settings: LinearSettings }),
  z.strictObject({ provider: z.literal('jira'), credentials: JiraCredentials, settings: JiraSettings }),
  z.strictObject({ provider: z.literal('trello'), credentials: TrelloCredentials, settings: TrelloSettings }),
  z.strictObject({ provider: z.literal('slack'), credentials: SlackCredentials, settings: SlackSettings }),
  z.strictObject({ provider: z.literal('email'), credentials: EmailCredentials.default({}), settings: EmailSettings }),
]);
export type ConnectIntegrationRequest = z.input<typeof ConnectIntegrationRequest>;

/** PATCH /integrations/:integrationId: new settings (same provider) and, optionally, new credentials. */
export const UpdateIntegrationRequest = z.strictObject({
  settings: z.record(z.string(), z.unknown()).optional(),
  credentials: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateIntegrationRequest = z.input<typeof UpdateIntegrationRequest>;

export const IntegrationHealth = z.object({
  lastSuccessAt: Timestamp.nullable(),
  lastErrorAt: Timestamp.nullable(),
  /** The provider's own words when the last call failed. */
  lastError: z.string().nullable(),
});

export const Integration = z.object({
  id: Id,
  workspaceId: Id,
  provider: IntegrationProvider,
  /** Who the credentials act as, as the provider named it (a login, a workspace, a site). */
  accountLabel: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** Where the provider posts its events (trackers); null for notifiers. */
  webhookUrl: z.string().nullable(),
  health: IntegrationHealth,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Integration = z.infer<typeof Integration>;

export const IntegrationParams = z.strictObject({ integrationId: Id });

export const IntegrationResponse = z.object({ integration: Integration });
export type IntegrationResponse = z.infer<typeof IntegrationResponse>;

/** The answer to a connection: the inbound webhook's signing secret is shown this once. */
export const ConnectIntegrationResponse = z.object({ integration: Integration, webhookSecret: z.string().nullable() });
export type ConnectIntegrationResponse = z.infer<typeof ConnectIntegrationResponse>;

export const IntegrationListResponse = z.object({
  integrations: z.array(Integration),
  /** The providers this server can connect. */
  available: z.array(IntegrationProvider),
  /** The plan's `maxIntegrations` (-1: unlimited) and how many are connected. */
  limit: z.int(),
  used: z.int(),
});
export type IntegrationListResponse = z.infer<typeof IntegrationListResponse>;

/** A thread's ticket in a tracker; `status` is CommentFlow's reading of the tracker's state. */
export const TicketLink = z.object({
  id: Id,
  commentId: Id,
  integrationId: Id.nullable(),
  provider: IntegrationProvider,
  key: z.string(),
  url: z.string(),
  status: z.enum(['open', 'closed']),
  /** The tracker's own name for the state (a Jira status, a Trello list, open/closed). */
  externalStatus: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type TicketLink = z.infer<typeof TicketLink>;

export const TicketListResponse = z.object({ tickets: z.array(TicketLink) });
export type TicketListResponse = z.infer<typeof TicketListResponse>;

export const CreateTicketRequest = z.strictObject({ integrationId: Id });
export type CreateTicketRequest = z.infer<typeof CreateTicketRequest>;

export const TicketResponse = z.object({ ticket: TicketLink });
export type TicketResponse = z.infer<typeof TicketResponse>;

/** What a ticket made from the thread will say, before it is made. */
export const TicketPreviewResponse = z.object({ title: z.string(), body: z.string(), labels: z.array(z.string()) });
export type TicketPreviewResponse = z.infer<typeof TicketPreviewResponse>;

/** Each provider's credentials and settings schemas, for updates of an existing integration. */
export const PROVIDER_SCHEMAS = {
  github: { credentials: GitHubCredentials, settings: GitHubSettings },
  gitlab: { credentials: GitLabCredentials, settings: GitLabSettings },
  linear: { credentials: LinearCredentials, settings: LinearSettings },
  jira: { credentials: JiraCredentials, settings: JiraSettings },
  trello: { credentials: TrelloCredentials, settings: TrelloSettings },
  slack: { credentials: SlackCredentials, settings: SlackSettings },
  email: { credentials: EmailCredentials, settings: EmailSettings },
} as const satisfies Record<IntegrationProvider, { credentials: z.ZodType; settings: z.ZodType }>;

export const TicketPreviewQuery = z.strictObject({ integrationId: Id });

/** A tracker a member in the widget can file a thread in: no settings, no health (those are the dashboard's). */
export const WidgetTracker = Integration.pick({ id: true, provider: true, accountLabel: true });
export type WidgetTracker = z.infer<typeof WidgetTracker>;

export const WidgetTrackerListResponse = z.object({ trackers: z.array(WidgetTracker) });
export type WidgetTrackerListResponse = z.infer<typeof WidgetTrackerListResponse>;

/** The signed screenshot link of a ticket (public: the signature is the permission). */
export const SharedScreenshotQuery = z.strictObject({
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});
