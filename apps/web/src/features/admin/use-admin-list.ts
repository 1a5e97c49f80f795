import { useDeferredValue } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';

interface Page<Item> {
  nextCursor: string | null;
  items: Item[];
}

/** One searchable, paged admin list (users or workspaces): the items so far and the way to more. */
export function useAdminList<Item>(
  key: 'users' | 'workspaces',
  search: string,
  fetchPage: (search: string, cursor: string | null, signal: AbortSignal) => Promise<Page<Item>>,
) {
  const text = useDeferredValue(search.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', key, text],
    queryFn: ({ pageParam, signal }) => fetchPage(text, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return { ...query, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}
