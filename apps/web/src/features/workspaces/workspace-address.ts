/** The subdomain a workspace's slug becomes (docs/product/overview.md#contexts-and-tenants: any other first label is a tenant). */
export function workspaceAddress(slug: string, hostname: string = window.location.hostname): string {
  const base = hostname.replace(/^www\./, '');
  return `${slug}.${base}`;
}
