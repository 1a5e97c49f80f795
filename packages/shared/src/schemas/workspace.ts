import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { isReservedSlug } from '../rules/contexts.ts';
import { singleLine } from './text.ts';
import { PRODUCT_VARIANTS } from '../rules/aria-catalogue.ts';

export const Role = z.enum(['owner', 'admin', 'member', 'client']);
export type Role = z.infer<typeof Role>;

export const Plan = z.enum(['free', 'starter', 'pro']);
export type Plan = z.infer<typeof Plan>;

/** A workspace slug is its subdomain, so it follows host-name rules and avoids the context names. */
export const Slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,46}[a-z0-9])?$/, {
    message: 'Use 1-48 lowercase letters, digits or dashes, not starting or ending with a dash',
  })
  .refine((slug) => !isReservedSlug(slug), { message: 'This name is reserved' });

/** docs/product/overview.md#product-variants: DevFlow unless chosen at sign-up or in Settings. */
const WorkspaceProduct = z.enum(PRODUCT_VARIANTS);

export const WorkspaceName = singleLine(z.string().trim().min(1, { message: 'Name is required' }).max(80));

/** docs/product/data.md names the workspace id `_id`; `id` is kept beside it for the rest of the API. */
export const Workspace = z.object({
  _id: Id,
  id: Id,
  name: z.string(),
  slug: z.string(),
  plan: Plan,
  trialEndsAt: Timestamp.nullable(),
  /** Set by an instance administrator: never warned about its trial or data retention (docs/product/validation.md, roles.md). */
  exempt: z.boolean(),
  /** Picks ARIA's default profile (docs/product/limits.md) and the words the dashboard leads with; never limits features. */
  product: WorkspaceProduct,
  role: Role,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Workspace = z.infer<typeof Workspace>;

export const CreateWorkspaceRequest = z.strictObject({
  name: WorkspaceName,
  slug: Slug.optional(),
  product: WorkspaceProduct.optional(),
});
export type CreateWorkspaceRequest = z.infer<typeof CreateWorkspaceRequest>;

export const UpdateWorkspaceRequest = z
  .strictObject({ name: WorkspaceName.optional(), slug: Slug.optional(), product: WorkspaceProduct.optional() })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateWorkspaceRequest = z.infer<typeof UpdateWorkspaceRequest>;

export const WorkspaceResponse = z.object({ workspace: Workspace });
export const WorkspaceListResponse = z.object({ workspaces: z.array(Workspace) });
export type WorkspaceListResponse = z.infer<typeof WorkspaceListResponse>;
