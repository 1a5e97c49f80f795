import { IntegrationProvider } from '@commentflow/shared';
import type { Provider } from '../provider.ts';
import { github } from './github.ts';
import { email } from './email.ts';
import { gitlab } from './gitlab.ts';
import { jira } from './jira.ts';
import { linear } from './linear.ts';
import { slack } from './slack.ts';
import { trello } from './trello.ts';

/** Every provider module, by id: the one table the layer looks providers up in. */
export const PROVIDERS: Record<IntegrationProvider, Provider> = {
  github: github as Provider,
  gitlab: gitlab as Provider,
  linear: linear as Provider,
  jira: jira as Provider,
  trello: trello as Provider,
  slack: slack as Provider,
  email: email as Provider,
};

export function providerFor(id: IntegrationProvider): Provider {
  return PROVIDERS[id];
}

/** The providers this server can connect, in the catalogue's order. */
export function availableProviders(): IntegrationProvider[] {
  return [...IntegrationProvider.options];
}
