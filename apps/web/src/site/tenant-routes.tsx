import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';

const TenantGate = lazy(() => import('./tenant-gate.tsx'));

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
