/**
 * The providers CommentFlow connects to (issue #19). Trackers hold tickets made from threads and send
 * their status back; notifiers only receive messages. A plain table (no zod), so the widget's
 * member-only bundle can name trackers without the schema library.
 */
export const INTEGRATION_PROVIDER_IDS = ['github', 'gitlab', 'linear', 'jira', 'trello', 'slack', 'email'] as const;
export type IntegrationProviderId = (typeof INTEGRATION_PROVIDER_IDS)[number];

export const INTEGRATION_PROVIDERS: Record<IntegrationProviderId, { name: string; kind: 'tracker' | 'notifier'; inboundWebhook: boolean }> =
  {
    github: { name: 'GitHub', kind: 'tracker', inboundWebhook: true },
    gitlab: { name: 'GitLab', kind: 'tracker', inboundWebhook: true },
    linear: { name: 'Linear', kind: 'tracker', inboundWebhook: true },
    jira: { name: 'Jira Cloud', kind: 'tracker', inboundWebhook: true },
    trello: { name: 'Trello', kind: 'tracker', inboundWebhook: true },
    slack: { name: 'Slack', kind: 'notifier', inboundWebhook: false },
    email: { name: 'E-mail', kind: 'notifier', inboundWebhook: false },
  };
