import { z } from 'zod';

// What the public site asks the server about the host it runs on: issue #6.

export const HostContextSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('shell'), shell: z.enum(['demo', 'roadmap', 'docs']) }),
  z.object({ kind: z.literal('redirect'), to: z.string() }),
  z.object({ kind: z.literal('tenant'), slug: z.string() }),
]);

/** A workspace as its own subdomain shows it: nothing beyond its public branding. */
export const Tenant = z.object({
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type Tenant = z.infer<typeof Tenant>;

export const SiteResponse = z.object({
  context: HostContextSchema,
  /** Present for a tenant context whose workspace exists; null otherwise (unknown tenant: "workspace not found"). */
  tenant: Tenant.nullable(),
  /** GA4 measurement id; null: no analytics tag. */
  analyticsId: z.string().nullable(),
});
export type SiteResponse = z.infer<typeof SiteResponse>;

export const TenantParams = z.strictObject({ slug: z.string().min(1).max(63) });
export const TenantResponse = z.object({ tenant: Tenant });
export type TenantResponse = z.infer<typeof TenantResponse>;

export const DemoResponse = z.object({ projectKey: z.string() });
export type DemoResponse = z.infer<typeof DemoResponse>;
