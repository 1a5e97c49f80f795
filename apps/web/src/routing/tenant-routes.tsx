import { Navigate, type RouteObject } from 'react-router';
import { TenantGate } from './lazy-pages.ts';

/** A tenant subdomain is that workspace's portal: its branded sign-in and the dashboard, nothing else. */
export function tenantRoutes(slug: string, accountRoutes: RouteObject[]): RouteObject[] {
  return [
    {
      element: <TenantGate slug={slug} />,
      children: [
        { path: '/', element: <Navigate to="/login" replace /> },
        ...accountRoutes,
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ];
}
