import { useEffect, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { BRAND } from '@commentflow/shared/brand';
import { TenantResponse, type Tenant } from '@commentflow/shared';
import { Spinner } from '../components/ui/spinner.tsx';
import { apiClient } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { initials } from '../lib/initials.ts';
import { BrandContext, type Brand } from './brand-context.ts';
import { WorkspaceNotFound } from './workspace-not-found.tsx';

type Lookup = { state: 'loading' } | { state: 'found'; tenant: Tenant } | { state: 'missing' } | { state: 'failed' };

/**
 * A tenant subdomain (docs/product/overview.md#contexts-and-tenants): the workspace's name and logo replace
 * the brand on the sign-in screens; an unknown slug gets a clear not-found page, never other data.
 */
export default function TenantGate({ slug }: { slug: string }) {
  const [lookup, setLookup] = useState<Lookup>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .get(`/tenants/${encodeURIComponent(slug)}`, TenantResponse, { signal: controller.signal, anonymous: true })
      .then(({ tenant }) => setLookup({ state: 'found', tenant }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLookup(error instanceof ApiError && error.status === 404 ? { state: 'missing' } : { state: 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  const brand = useMemo<Brand | null>(
    () =>
      lookup.state === 'found'
        ? {
            name: lookup.tenant.name,
            logo: initials(lookup.tenant.name),
            logoUrl: lookup.tenant.logoUrl,
            tagline: `Feedback portal, powered by ${BRAND.name}`,
          }
        : null,
    [lookup],
  );

  useEffect(() => {
    if (lookup.state !== 'loading') document.title = brand ? brand.name : 'Workspace not found';
  }, [lookup.state, brand]);

  if (lookup.state === 'loading') {
    return (
      <div className="flex min-h-screen items-center justify-center text-zinc-500">
        <Spinner size="lg" label="Loading workspace" />
      </div>
    );
  }
  if (!brand) return <WorkspaceNotFound slug={slug} unreachable={lookup.state === 'failed'} />;
  return (
    <BrandContext.Provider value={brand}>
      <Outlet />
    </BrandContext.Provider>
  );
}
