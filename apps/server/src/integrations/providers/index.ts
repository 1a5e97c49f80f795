import { IntegrationProvider } from '@commentflow/shared';
import type { Provider } from '../provider.ts';
import { github } from './github.ts';
import { gitlab } from './gitlab.ts';

/** Every provider module, by id: the one table the layer looks providers up in. */
export const PROVIDERS: Partial<Record<IntegrationProvider, Provider>> = {
  github: github as Provider,
  gitlab: gitlab as Provider,
};

export function providerFor(id: IntegrationProvider): Provider | undefined {
  return PROVIDERS[id];
}

/** The providers this server can connect, in the catalogue's order. */
export function availableProviders(): IntegrationProvider[] {
  return IntegrationProvider.options.filter((id) => PROVIDERS[id] !== undefined);
}
