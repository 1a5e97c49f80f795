import { resolveHostContext, type HostContext } from '@commentflow/shared/rules/contexts';

/**
 * What this host name means (decisions.md "Contexts and tenants"), decided in the browser without a
 * request: the server writes APP_CONTEXT into a meta tag for single-host installs.
 */
export function currentHostContext(): HostContext {
  const override = document.querySelector('meta[name="commentflow-context"]')?.getAttribute('content');
  return resolveHostContext(window.location.host, override);
}
