import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../lib/query-keys.ts';
import { projectsApi } from '../projects/projects-api.ts';
import { commentsApi } from './comments-api.ts';
import type { ChoicesState } from './filter-combobox.tsx';
import { pageLocation } from './page-location.ts';

/** Typing pauses this long before the server is asked. */
const SEARCH_DELAY_MS = 200;

function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/** The author filter's choices: the most active people, or those whose name or e-mail holds the text. */
export function useAuthorChoices(workspaceId: string, text: string): ChoicesState {
  const { t } = useTranslation('comments');
  const q = useSettled(text);
  const authors = useQuery({
    queryKey: queryKeys.commentAuthors(workspaceId, q),
    queryFn: ({ signal }) => commentsApi.authors(workspaceId, q, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return {
    choices:
      authors.data?.authors.map((author) => ({
        value: author.key,
        label: author.isGuest ? t('filters.guestAuthor', { name: author.displayName }) : author.displayName,
        detail: String(author.threads),
      })) ?? null,
    searching: authors.isFetching || q !== text,
    hasMore: authors.data?.hasMore ?? false,
  };
}

/** The page filter's choices within a project: its busiest pages, or those whose URL or title holds the text. */
export function usePageChoices(projectId: string, text: string): ChoicesState {
  const q = useSettled(text);
  const pages = useQuery({
    queryKey: queryKeys.projectPageSearch(projectId, q),
    queryFn: ({ signal }) => projectsApi.pages(projectId, { q }, signal),
    enabled: Boolean(projectId),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    choices:
      pages.data?.pages.map((page) => ({
        value: page.pageUrl,
        label: page.pageTitle ? `${page.pageTitle} · ${pageLocation(page.pageUrl)}` : pageLocation(page.pageUrl),
        detail: String(page.total),
      })) ?? (projectId ? null : []),
    searching: pages.isFetching || q !== text,
    hasMore: pages.data?.nextCursor != null,
  };
}
