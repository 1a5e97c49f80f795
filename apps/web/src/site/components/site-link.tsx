import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { mainSiteUrl } from '../../features/public-shells/host-shell.ts';
import { useHostContext } from '../host-context.ts';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string };

/**
 * A link to a page of the main site (pricing, legal, products). A shell host (docs., feedback., demo.)
 * does not route those paths, so there it leaves for the main site: docs.example.com -> example.com/privacy.
 */
export function SiteLink({ to, ...props }: SiteLinkProps) {
  const host = useHostContext();
  if (host.kind === 'shell') return <a href={mainSiteUrl(to)} {...props} />;
  return <Link to={to} {...props} />;
}
