import { useDeferredValue, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';

interface Page<Item> {
  nextCursor: string | null;
  items: Item[];
}

/** One searchable, paged admin list (users or workspaces): the search typed, the items so far and the way to more. */
export function useAdminList<Item>(
  key: 'users' | 'workspaces',
  fetchPage: (search: string, cursor: string | null, signal: AbortSignal) => Promise<Page<Item>>,
) {
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim());
  const query = useInfiniteQuery({
    queryKey: ['admin', key, text],
    queryFn: ({ pageParam, signal }) => fetchPage(text, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  return { ...query, search, setSearch, items: query.data?.pages.flatMap((page) => page.items) ?? [] };
}

/** A change an admin makes to a row; every admin list and figure is read again after it. */
export function useAdminChange<Variables = void>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }) });
}
