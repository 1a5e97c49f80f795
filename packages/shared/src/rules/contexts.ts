// Contexts and tenants from the host name (docs/product/screens.md, docs/product/overview.md#contexts-and-tenants).

export type Shell = 'demo' | 'roadmap' | 'docs';

export const SHELL_CONTEXTS: Record<string, Shell> = {
  demo: 'demo',
  feedback: 'roadmap',
  docs: 'docs',
};

/** Context values that send the browser to a product page. `feedback` is a shell, so it is absent. */
export const PRODUCT_REDIRECT_CONTEXTS: Record<string, string> = {
  feedbackflow: '/products/agency-flow',
  agencyflow: '/products/agency-flow',
  agency: '/products/agency-flow',
  bugflow: '/products/dev-flow',
  bugs: '/products/dev-flow',
  devflow: '/products/dev-flow',
  dev: '/products/dev-flow',
  saveflow: '/products/ecom-flow',
  save: '/products/ecom-flow',
  checkoutguard: '/products/ecom-flow',
  checkout: '/products/ecom-flow',
  cartguard: '/products/ecom-flow',
  ecomflow: '/products/ecom-flow',
  ecom: '/products/ecom-flow',
};

/**
 * Host labels an operator gives to the installation itself, not to a workspace: www., app. (the
 * dashboard), api., admin., static. and cdn. (assets), mail., auth., widget. and status. serve the main
 * site (no context, no tenant), and no workspace may take one as its slug.
 */
export const INFRASTRUCTURE_LABELS: readonly string[] = ['www', 'app', 'api', 'admin', 'static', 'cdn', 'mail', 'auth', 'widget', 'status'];

/** Labels a workspace slug may not be: the shells, the product redirects and the infrastructure labels. */
export function isReservedSlug(slug: string): boolean {
  return slug in SHELL_CONTEXTS || slug in PRODUCT_REDIRECT_CONTEXTS || INFRASTRUCTURE_LABELS.includes(slug);
}

export type HostContext =
  { kind: 'none' } | { kind: 'shell'; shell: Shell } | { kind: 'redirect'; to: string } | { kind: 'tenant'; slug: string };

const IP_ADDRESS = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:]+\])$/i;

/** The first label of a host with a subdomain, or null (localhost, bare IPs, apex domains). */
export function contextLabel(host: string): string | null {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  if (hostname === 'localhost' || IP_ADDRESS.test(hostname)) return null;
  const labels = hostname.split('.');
  const isLocalhostSubdomain = labels.at(-1) === 'localhost';
  if (labels.length < (isLocalhostSubdomain ? 2 : 3)) return null;
  return labels[0] ?? null;
}

/** Decide what a host name means. `override` is the server's APP_CONTEXT for single-host installs. */
export function resolveHostContext(host: string, override?: string | null): HostContext {
  const label = override || contextLabel(host);
  if (!label || INFRASTRUCTURE_LABELS.includes(label)) return { kind: 'none' };
  const shell = SHELL_CONTEXTS[label];
  if (shell) return { kind: 'shell', shell };
  const to = PRODUCT_REDIRECT_CONTEXTS[label];
  if (to) return { kind: 'redirect', to };
  return { kind: 'tenant', slug: label };
}
