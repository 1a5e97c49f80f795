import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { preloadMatchedRoutes } from './preload-matched-routes.ts';

/**
 * The routes drawn for the address, in the browser's router and in the build's prerendering alike.
 * The code of every layout and page they match starts downloading as the address is first drawn,
 * before the outermost lazy layout suspends the rest (so not in an effect, which would run after).
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  useMemo(() => preloadMatchedRoutes(matchRoutes(routes, pathname) ?? []), [routes, pathname]);
  return useRoutes(routes);
}
