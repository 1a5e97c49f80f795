import { createContext, useContext } from 'react';
import { resolveHostContext, type HostContext } from '@commentflow/shared/rules/contexts';

/**
 * What this host name means (docs/product/overview.md#contexts-and-tenants), decided in the browser without a
 * request: the server writes APP_CONTEXT into a meta tag for single-host installs.
 */
export function currentHostContext(): HostContext {
  const override = document.querySelector('meta[name="commentflow-context"]')?.getAttribute('content');
  return resolveHostContext(window.location.host, override);
}

/** The host context for components: the main site's when a public page is prerendered (no window then). */
export const HostContextValue = createContext<HostContext>({ kind: 'none' });

export function useHostContext(): HostContext {
  return useContext(HostContextValue);
}
