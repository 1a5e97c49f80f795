import { createContext, useContext } from 'react';
import type { Shell } from '@commentflow/shared';

export type DemoPage = 'home' | 'widget' | 'customer' | 'notifications' | 'animation';

/**
 * Where the docs, roadmap and demo pages live: under /docs, /roadmap and /demo on the main site, at
 * the root of their own shell on the docs., feedback. and demo. hosts. Pages link through this, so
 * one component serves both places.
 */
export interface SitePaths {
  /** The shell these pages run in; null on the main site. */
  shell: Shell | null;
  docsHome: string;
  docsPage: (slug: string) => string;
  apiReference: string;
  roadmap: string;
  changelog: string;
  request: (id: string) => string;
  /** Demo pages the current site serves; the Demo shell has fewer than the main site. */
  demos: Partial<Record<DemoPage, string>>;
  /** Sign-in on this host, coming back to `returnUrl` afterwards. */
  login: (returnUrl: string) => string;
}

const login = (returnUrl: string) => `/login?returnUrl=${encodeURIComponent(returnUrl)}`;

export const MAIN_SITE_PATHS: SitePaths = {
  shell: null,
  docsHome: '/docs',
  docsPage: (slug) => `/docs/${slug}`,
  apiReference: '/docs/api',
  roadmap: '/roadmap',
  changelog: '/changelog',
  request: (id) => `/request/${id}`,
  demos: {
    home: '/demo',
    customer: '/demo/customer',
    notifications: '/demo/notifications',
    animation: '/demo/animation-test',
    widget: '/widget-test',
  },
  login,
};

export function shellSitePaths(shell: Shell): SitePaths {
  return {
    shell,
    docsHome: '/',
    docsPage: (slug) => `/${slug}`,
    apiReference: '/api-reference',
    roadmap: '/',
    changelog: '/changelog',
    request: (id) => `/request/${id}`,
    demos: { home: '/', widget: '/widget', customer: '/customer', notifications: '/notifications', animation: '/animation-test' },
    login,
  };
}

export const SitePathsContext = createContext<SitePaths>(MAIN_SITE_PATHS);

export function useSitePaths(): SitePaths {
  return useContext(SitePathsContext);
}
