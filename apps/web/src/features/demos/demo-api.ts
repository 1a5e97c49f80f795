import { useQuery } from '@tanstack/react-query';
import { DemoResponse, WidgetConfigResponse } from '@commentflow/shared';
import { apiClient } from '../../lib/api-client.ts';

/** The public demo project's key (GET /api/demo); it never changes while the server runs. */
export function useDemoKey() {
  return useQuery({
    queryKey: ['demo-key'],
    // No abort signal: the app may remount the page while the session loads, and an aborted first
    // fetch left the page without its key. The answer is tiny; let it finish and stay cached.
    queryFn: () => apiClient.get('/demo', DemoResponse, { anonymous: true }),
    staleTime: Infinity,
    select: (data) => data.projectKey,
  });
}

/** Asks the server whether `key` may run on this page (it checks the key and this page's origin). */
export function checkWidgetKey(key: string) {
  return apiClient.get(`/widget/${encodeURIComponent(key)}/config`, WidgetConfigResponse, { anonymous: true });
}
