import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, Project, ProjectListResponse, UpdateProjectRequest } from '@commentflow/shared';
import { queryKeys, shellQueryKeys } from '../../lib/query-keys.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { projectsApi } from './projects-api.ts';

export function useProjects(workspaceId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.projects(workspaceId ?? ''),
    queryFn: () => projectsApi.list(workspaceId ?? ''),
    enabled: Boolean(workspaceId),
    select: (data) => data.projects,
  });
}

export function useProject(projectId: string) {
  return useQuery({
    queryKey: queryKeys.project(projectId),
    queryFn: () => projectsApi.get(projectId),
    select: (data) => data.project,
  });
}

export function useCreateProject(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProjectRequest) => projectsApi.create(workspaceId, body),
    onSuccess: ({ project }) => {
      queryClient.setQueryData<ProjectListResponse>(queryKeys.projects(workspaceId), (current) =>
        current ? { projects: [project, ...current.projects.filter((p) => p.id !== project.id)] } : { projects: [project] },
      );
      queryClient.setQueryData(queryKeys.project(project.id), { project });
      void queryClient.invalidateQueries({ queryKey: queryKeys.projects(workspaceId) });
      // The dashboard's project count and getting-started checklist count it too.
      void queryClient.invalidateQueries({ queryKey: shellQueryKeys.summary(workspaceId) });
    },
  });
}

/** Keeps the project's cached copies (its page and the workspace's list) in step with the server's answer. */
function useStoreProject() {
  const queryClient = useQueryClient();
  return (project: Project) => {
    queryClient.setQueryData(queryKeys.project(project.id), { project });
    queryClient.setQueryData<ProjectListResponse>(queryKeys.projects(project.workspaceId), (current) =>
      current ? { projects: current.projects.map((p) => (p.id === project.id ? project : p)) } : current,
    );
  };
}

export function useUpdateProject(projectId: string) {
  const store = useStoreProject();
  return useMutation({
    mutationFn: (body: UpdateProjectRequest) => projectsApi.update(projectId, body),
    onSuccess: ({ project }) => store(project),
  });
}

export function useRotateKey(projectId: string) {
  const store = useStoreProject();
  return useMutation({
    mutationFn: () => projectsApi.rotateKey(projectId),
    onSuccess: ({ project }) => store(project),
  });
}

export function useDeleteProject(project: Project) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => projectsApi.remove(project.id),
    onSuccess: () => {
      queryClient.setQueryData<ProjectListResponse>(queryKeys.projects(project.workspaceId), (current) =>
        current ? { projects: current.projects.filter((p) => p.id !== project.id) } : current,
      );
      queryClient.removeQueries({ queryKey: queryKeys.project(project.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.commentLists(project.workspaceId) });
      void queryClient.invalidateQueries({ queryKey: shellQueryKeys.summary(project.workspaceId) });
    },
  });
}

/** The project's pages with thread counts, busiest first and a page at a time, refreshed when any of its comments changes live. */
export function useProjectPages(projectId: string) {
  const queryClient = useQueryClient();
  const refresh = (payload: { projectId: string }) => {
    if (payload.projectId === projectId) void queryClient.invalidateQueries({ queryKey: queryKeys.projectPages(projectId) });
  };
  usePageEvent('comment-created', refresh);
  usePageEvent('comment-updated', refresh);
  usePageEvent('comment-deleted', refresh);
  return useInfiniteQuery({
    queryKey: queryKeys.projectPages(projectId),
    queryFn: ({ pageParam, signal }) => projectsApi.pages(projectId, { cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
