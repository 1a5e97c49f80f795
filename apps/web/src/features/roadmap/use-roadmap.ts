import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ChangelogListResponse,
  CreateChangelogEntry,
  CreateRoadmapRequest,
  RoadmapListResponse,
  RoadmapSort,
  RoadmapStatus,
} from '@commentflow/shared';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { roadmapApi } from './roadmap-api.ts';

// Queries take no abort signal: a remount while the session loads must not leave a page without
// its data (an aborted first fetch was not retried).

/** "Did I vote" depends on who asks, so the viewer is part of every roadmap key. */
const keys = {
  all: ['roadmap'] as const,
  list: (viewer: string | null, sort: RoadmapSort) => ['roadmap', viewer, 'list', sort] as const,
  request: (viewer: string | null, id: string) => ['roadmap', viewer, 'request', id] as const,
  changelog: ['changelog'] as const,
};

function useViewer(): string | null {
  return useAuth().user?.uid ?? null;
}

export function useRoadmapList(sort: RoadmapSort) {
  const viewer = useViewer();
  return useQuery({ queryKey: keys.list(viewer, sort), queryFn: () => roadmapApi.list(sort) });
}

/** The list a signed-out visitor first sees (most votes), as the server rendered the page with it. */
export function seedRoadmapList(client: QueryClient, list: RoadmapListResponse): void {
  client.setQueryData(keys.list(null, 'top'), list);
}

export function useRoadmapRequest(id: string) {
  const viewer = useViewer();
  return useQuery({ queryKey: keys.request(viewer, id), queryFn: () => roadmapApi.get(id) });
}

export function useChangelog() {
  return useQuery({ queryKey: keys.changelog, queryFn: () => roadmapApi.changelog() });
}

export function seedChangelog(client: QueryClient, changelog: ChangelogListResponse): void {
  client.setQueryData(keys.changelog, changelog);
}

/** Every roadmap write changes counts shown in several places: refetch them all. */
function useRoadmapMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }) });
}

export function useToggleVote() {
  return useRoadmapMutation(async ({ id, voted }: { id: string; voted: boolean }): Promise<void> => {
    if (voted) await roadmapApi.unvote(id);
    else await roadmapApi.vote(id);
  });
}

export function useCreateRequest() {
  return useRoadmapMutation((body: CreateRoadmapRequest) => roadmapApi.create(body));
}

export function useCommentOnRequest(id: string) {
  return useRoadmapMutation((body: string) => roadmapApi.comment(id, body));
}

export function useSetRequestStatus(id: string) {
  return useRoadmapMutation((status: RoadmapStatus) => roadmapApi.setStatus(id, status));
}

export function useWriteChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateChangelogEntry) => roadmapApi.writeChangelog(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.changelog }),
  });
}
