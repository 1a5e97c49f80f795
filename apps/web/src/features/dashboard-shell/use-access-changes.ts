import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { AccessChangedPayload, CommentThreadResponse, Project } from '@commentflow/shared';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { usePageEvent } from '../../lib/socket/use-page-event.ts';
import { toast } from '../../lib/toast/toast.ts';
import { projectsApi } from '../projects/projects-api.ts';
import { accessChangeTarget } from './access-change-target.ts';
import { leftHere } from './left-here.ts';

/**
 * Follows `access-changed` (a grant, role or membership of this user changed elsewhere): the workspace
 * list and every query load again, a toast says what happened, and a page showing what is now out of
 * reach gives way to one that is not, instead of an error.
 */
export function useAccessChanges(): void {
  const { t } = useTranslation('shell');
  const { workspaces, currentWorkspace, refreshWorkspaces } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  /** The workspace and project of the thread or project page on screen, from what it loaded. */
  const shownOnPage = () => {
    const [, , section, id] = pathname.split('/');
    if (section === 'project' && id) {
      const project = queryClient.getQueryData<{ project: Project }>(queryKeys.project(id))?.project;
      return project ? { workspaceId: project.workspaceId, projectId: project.id } : null;
    }
    if (section === 'comments' && id) {
      const comment = queryClient.getQueryData<CommentThreadResponse>(queryKeys.thread(id))?.comment;
      return comment ? { workspaceId: comment.workspaceId, projectId: comment.projectId } : null;
    }
    return null;
  };

  const visibleProjectIds = async (workspaceId: string) => {
    const { projects } = await queryClient.fetchQuery({
      queryKey: queryKeys.projects(workspaceId),
      queryFn: () => projectsApi.list(workspaceId),
      staleTime: 0,
    });
    return projects.map((project) => project.id);
  };

  const follow = async ({ workspaceId, reason }: AccessChangedPayload) => {
    // This tab left it and moves itself (left-here.ts).
    if (reason === 'left' && leftHere(workspaceId)) return;
    const formerName = workspaces.find((workspace) => workspace.id === workspaceId)?.name;
    const wasCurrent = currentWorkspace?.id === workspaceId;
    const shown = shownOnPage();
    const list = await refreshWorkspaces();
    if (list) {
      const workspace = list.find((each) => each.id === workspaceId);
      const name = workspace?.name ?? formerName;
      // This tab made the change itself when its list already shows it: it no longer knows a workspace
      // it left, or already knows one it joined (the invitation page said so in its own toast).
      const ownChange = reason === 'joined' ? formerName !== undefined : name === undefined;
      if (name && !ownChange) toast({ variant: workspace ? 'default' : 'warning', title: t(`access.${reason}`, { workspace: name }) });
      const visible = workspace ? await visibleProjectIds(workspaceId).catch(() => null) : [];
      const target = visible
        ? accessChangeTarget({
            pathname,
            search,
            workspaceId,
            reason,
            wasCurrent,
            workspaceIds: list.map((each) => each.id),
            visibleProjectIds: visible,
            shown,
          })
        : null;
      // Away first: the page out of reach must not refetch into an error on the way out.
      if (target) await navigate(target, { replace: true });
    }
    await queryClient.invalidateQueries();
  };

  usePageEvent('access-changed', (payload) => void follow(payload));
}
