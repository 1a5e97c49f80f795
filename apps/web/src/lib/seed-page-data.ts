import type { QueryClient } from '@tanstack/react-query';
import type { ChangelogListResponse, RoadmapListResponse } from '@commentflow/shared';
import type { PageData } from '@commentflow/shared/rules/served-html';
import type { OpenApiDocument } from '../features/docs/openapi.ts';
import { seedOpenApiDocument } from '../features/docs/use-openapi-document.ts';
import { seedChangelog, seedRoadmapList } from '../features/roadmap/use-roadmap.ts';

/**
 * The data a page was rendered with, put where its page's query looks (site/page-data.ts), so
 * hydration draws what the server drew; the query refreshes it as usual afterwards. Loaded with the
 * data cache (account-providers.tsx), never on the landing's first load.
 */
export function seedPageData(client: QueryClient, pageData: PageData | null): QueryClient {
  if (pageData?.kind === 'roadmap') seedRoadmapList(client, pageData.body as RoadmapListResponse);
  if (pageData?.kind === 'changelog') seedChangelog(client, pageData.body as ChangelogListResponse);
  if (pageData?.kind === 'apiReference') seedOpenApiDocument(client, pageData.body as OpenApiDocument);
  return client;
}
