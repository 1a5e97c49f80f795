import { z } from 'zod';
import { CHOICES_PAGE_SIZE, PAGE_SIZE_MAX } from '../constants.ts';
import type { PageIdentityRule as PageIdentityRuleType } from '../rules/page-identity.ts';
import { HttpUrl, Id, Origin, Timestamp } from './common.ts';
import { singleLine } from './text.ts';

/** A project's page rule (rules/page-identity.ts), as the owner sets it in the project's settings. */
export const PageIdentityRule = z.strictObject({
  hashRoutes: z.boolean(),
  ignoreQuery: z.boolean(),
  ignoredParams: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(100)
        .regex(/^[^\s&=#?]+$/, { message: 'A parameter name, without spaces, &, =, # or ?' }),
    )
    .max(50),
}) satisfies z.ZodType<PageIdentityRuleType>;
export type PageIdentityRule = z.infer<typeof PageIdentityRule>;

export const ProjectName = singleLine(z.string().trim().min(1, { message: 'Name is required' }).max(80));

export const Project = z.object({
  id: Id,
  workspaceId: Id,
  name: z.string(),
  siteUrl: z.string(),
  /** Origins the widget may run on; the site URL's origin is always one of them. */
  allowedOrigins: z.array(z.string()),
  publicKey: z.string(),
  allowGuests: z.boolean(),
  widgetSeenAt: Timestamp.nullable(),
  /** Which addresses count as the same page (tracking parameters, index.html, hash routes...). */
  pageIdentity: PageIdentityRule,
  /** The one <script> tag a site includes. */
  snippet: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Project = z.infer<typeof Project>;

export const CreateProjectRequest = z.strictObject({
  name: ProjectName,
  siteUrl: HttpUrl,
  allowedOrigins: z.array(Origin).max(20).optional(),
  allowGuests: z.boolean().optional(),
});
export type CreateProjectRequest = z.infer<typeof CreateProjectRequest>;

export const UpdateProjectRequest = z
  .strictObject({
    name: ProjectName.optional(),
    siteUrl: HttpUrl.optional(),
    allowedOrigins: z.array(Origin).max(20).optional(),
    allowGuests: z.boolean().optional(),
    pageIdentity: PageIdentityRule.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' });
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequest>;

export const ProjectParams = z.strictObject({ projectId: Id });

export const ProjectResponse = z.object({ project: Project });
export const ProjectListResponse = z.object({ projects: z.array(Project) });
export type ProjectListResponse = z.infer<typeof ProjectListResponse>;

/** A page of a project's site with how many threads it has in each status. */
export const ProjectPage = z.object({
  pageUrl: z.string(),
  pageTitle: z.string(),
  open: z.int(),
  inProgress: z.int(),
  resolved: z.int(),
  total: z.int(),
});
export type ProjectPage = z.infer<typeof ProjectPage>;
/** One page of a project's pages, busiest first; `q` keeps those whose URL or title contains it. */
export const ListProjectPagesQuery = z.strictObject({
  q: z.string().trim().max(200).optional(),
  /** A page URL is up to 2048 characters; its cursor carries it with the count. */
  cursor: z.string().max(3_000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CHOICES_PAGE_SIZE),
});
export type ListProjectPagesQuery = z.input<typeof ListProjectPagesQuery>;
export const ProjectPageListResponse = z.object({ pages: z.array(ProjectPage), nextCursor: z.string().nullable() });
export type ProjectPageListResponse = z.infer<typeof ProjectPageListResponse>;
