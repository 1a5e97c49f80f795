import { DEFAULT_PAGE_IDENTITY, PageIdentityRule } from '@commentflow/shared';
import type { ProjectRow } from '../../db/schema.ts';

/** A project's page rule as stored (JSON), the default when it has none or it no longer parses. */
export function pageIdentityOf(project: Pick<ProjectRow, 'page_identity'>): PageIdentityRule {
  if (!project.page_identity) return DEFAULT_PAGE_IDENTITY;
  const parsed = PageIdentityRule.safeParse(JSON.parse(project.page_identity));
  return parsed.success ? parsed.data : DEFAULT_PAGE_IDENTITY;
}
