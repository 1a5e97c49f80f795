import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { useHostContext } from '../host-context.ts';
import { useMainSiteOrigin } from '../site-origin.ts';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link to a page of the main site (pricing, legal, products). A shell host (docs., feedback., demo.)
 * does not route those paths, so there it leaves for the main site: docs.example.com -> example.com/privacy.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const host = useHostContext();
  // The main site's address as the served HTML names it: a shell's page may be rendered on a server.
  const mainSite = useMainSiteOrigin();
  if (host.kind === 'shell') return <a href={mainSite + to} {...props} />;
  return <Link to={to} {...props} />;
}
