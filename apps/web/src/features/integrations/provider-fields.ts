import type { IntegrationProvider } from '@commentflow/shared';

/**
 * The connection form of each provider: which field goes into the credentials or the settings, and how
 * it is typed in. The server's schemas (packages/shared) validate the result.
 */
export interface ProviderField {
  /** A settings key; `statusMapping.resolved` nests. */
  key: string;
  in: 'credentials' | 'settings';
  kind: 'secret' | 'text' | 'url' | 'list' | 'checkbox' | 'emails' | 'events' | 'pem';
  optional?: boolean;
  placeholder?: string;
  /** Asked only when the provider is signed in to this way (AUTH_WAYS). */
  way?: string;
}

/** Providers that sign in more than one way: the form offers the choice, the first by default. */
export const AUTH_WAYS: Partial<Record<IntegrationProvider, readonly [string, ...string[]]>> = {
  github: ['token', 'app'],
};

/** The provider's fields for the way it signs in. */
export function fieldsOf(provider: IntegrationProvider, way: string | undefined): ProviderField[] {
  return PROVIDER_FIELDS[provider].filter((field) => field.way === undefined || field.way === way);
}

export const PROVIDER_FIELDS: Record<IntegrationProvider, ProviderField[]> = {
  github: [
    { key: 'token', in: 'credentials', kind: 'secret', way: 'token', placeholder: 'github_pat_…' },
    { key: 'appId', in: 'credentials', kind: 'text', way: 'app', placeholder: '123456' },
    { key: 'installationId', in: 'credentials', kind: 'text', way: 'app', placeholder: '12345678' },
    { key: 'privateKey', in: 'credentials', kind: 'pem', way: 'app', placeholder: '-----BEGIN RSA PRIVATE KEY-----' },
    { key: 'owner', in: 'settings', kind: 'text', placeholder: 'acme' },
    { key: 'repo', in: 'settings', kind: 'text', placeholder: 'website' },
    { key: 'labels', in: 'settings', kind: 'list', optional: true, placeholder: 'feedback, bug' },
    { key: 'apiUrl', in: 'settings', kind: 'url', optional: true, placeholder: 'https://api.github.com' },
    { key: 'mirrorReplies', in: 'settings', kind: 'checkbox' },
  ],
  gitlab: [
    { key: 'token', in: 'credentials', kind: 'secret', placeholder: 'glpat-…' },
    { key: 'project', in: 'settings', kind: 'text', placeholder: 'acme/website' },
    { key: 'baseUrl', in: 'settings', kind: 'url', optional: true, placeholder: 'https://gitlab.com' },
    { key: 'labels', in: 'settings', kind: 'list', optional: true, placeholder: 'feedback, bug' },
    { key: 'mirrorReplies', in: 'settings', kind: 'checkbox' },
  ],
  linear: [
    { key: 'apiKey', in: 'credentials', kind: 'secret', placeholder: 'lin_api_…' },
    { key: 'webhookSecret', in: 'credentials', kind: 'secret', placeholder: 'lin_wh_…' },
    { key: 'teamId', in: 'settings', kind: 'text' },
    { key: 'mirrorReplies', in: 'settings', kind: 'checkbox' },
  ],
  jira: [
    { key: 'siteUrl', in: 'settings', kind: 'url', placeholder: 'https://acme.atlassian.net' },
    { key: 'email', in: 'credentials', kind: 'text', placeholder: 'you@acme.com' },
    { key: 'apiToken', in: 'credentials', kind: 'secret' },
    { key: 'projectKey', in: 'settings', kind: 'text', placeholder: 'WEB' },
    { key: 'issueType', in: 'settings', kind: 'text', optional: true, placeholder: 'Task' },
    { key: 'statusMapping.resolved', in: 'settings', kind: 'text', optional: true, placeholder: 'Done' },
    { key: 'statusMapping.open', in: 'settings', kind: 'text', optional: true, placeholder: 'To Do' },
    { key: 'mirrorReplies', in: 'settings', kind: 'checkbox' },
  ],
  trello: [
    { key: 'apiKey', in: 'credentials', kind: 'secret' },
    { key: 'token', in: 'credentials', kind: 'secret' },
    { key: 'apiSecret', in: 'credentials', kind: 'secret' },
    { key: 'listId', in: 'settings', kind: 'text' },
    { key: 'doneListId', in: 'settings', kind: 'text' },
    { key: 'mirrorReplies', in: 'settings', kind: 'checkbox' },
  ],
  slack: [
    { key: 'webhookUrl', in: 'credentials', kind: 'url', placeholder: 'https://hooks.slack.com/services/…' },
    { key: 'events', in: 'settings', kind: 'events' },
  ],
  email: [
    { key: 'recipients', in: 'settings', kind: 'emails', placeholder: 'team@acme.com, lead@acme.com' },
    { key: 'events', in: 'settings', kind: 'events' },
  ],
};

export type FieldValues = Record<string, string | boolean | string[]>;

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/**
 * The request body of a connection from the form's values, for the way it signs in: blanks of
 * optional fields are left out.
 */
export function connectionBody(
  provider: IntegrationProvider,
  values: FieldValues,
  way = AUTH_WAYS[provider]?.[0],
): { provider: IntegrationProvider; credentials: Record<string, unknown>; settings: Record<string, unknown> } {
  const body = { provider, credentials: {} as Record<string, unknown>, settings: {} as Record<string, unknown> };
  for (const field of fieldsOf(provider, way)) {
    const raw = values[field.key];
    let value: unknown = raw;
    if (field.kind === 'list' || field.kind === 'emails') value = splitList(typeof raw === 'string' ? raw : '');
    if (field.kind === 'checkbox') value = raw === true;
    if (field.kind === 'events') value = Array.isArray(raw) ? raw : ['thread-created', 'status-changed'];
    if (field.optional && (value === '' || value === undefined || (Array.isArray(value) && value.length === 0))) continue;
    if (value === undefined) value = '';
    const [head, nested] = field.key.split('.') as [string, string | undefined];
    const target = body[field.in];
    if (nested) target[head] = { ...(target[head] as object | undefined), [nested]: value };
    else target[head] = value;
  }
  return body;
}
