import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectRequest, ProjectListResponse } from '@commentflow/shared';
import { queryKeys } from '../../lib/query-keys.ts';
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
    },
  });
}
