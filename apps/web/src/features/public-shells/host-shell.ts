import { contextLabel, resolveHostContext, type Shell } from '@commentflow/shared/rules/contexts';

/** APP_CONTEXT of a single-host install: the server writes it into index.html (page-meta.ts). */
function configuredContext(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="commentflow-context"]')?.content || null;
}

/** The shell this host shows (docs/product/overview.md#contexts-and-tenants), or null for the main site and tenants. */
export function hostShell(host: string = window.location.host, override: string | null = configuredContext()): Shell | null {
  const context = resolveHostContext(host, override);
  return context.kind === 'shell' ? context.shell : null;
}

/**
 * An address on the main site, for links from a shell to pages only the main site has (sign-up, the
 * demos from the docs): docs.example.com -> example.com. A single-host install is the main site.
 */
export function mainSiteUrl(
  path: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
  override: string | null = configuredContext(),
): string {
  const label = override ? null : contextLabel(location.host);
  const host = label ? location.host.slice(label.length + 1) : location.host;
  return `${location.protocol}//${host}${path}`;
}
