import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../components/page-header.tsx';
import { Select } from '../components/ui/select.tsx';
import { CommentList } from '../features/comments/comment-list.tsx';
import { CommentThread } from '../features/comments/comment-thread.tsx';
import { parseStatusTab, type StatusTab } from '../features/comments/status-meta.ts';
import { StatusTabs } from '../features/comments/status-tabs.tsx';
import { useProjects } from '../features/projects/use-projects.ts';
import { NoWorkspace } from '../features/workspaces/no-workspace.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { cn } from '../lib/cn.ts';

export default function CommentsPage() {
  const { currentWorkspace } = useAuth();
  const { commentId = null } = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const projects = useProjects(currentWorkspace?.id);
  if (!currentWorkspace) return <NoWorkspace />;

  const tab = parseStatusTab(search.get('status'));
  const projectId = search.get('project');
  const filters = { status: tab === 'all' ? null : tab, projectId };
  const query = search.toString() ? `?${search.toString()}` : '';
  const listPath = `/client/comments${query}`;

  const setFilter = (name: 'status' | 'project', value: string | null) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next, { replace: true });
  };

  return (
    <>
      <PageHeader title="Comments" description={`Feedback pinned on the sites of ${currentWorkspace.name}, live.`} />
      <div className={cn('grid gap-6', commentId && 'lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]')}>
        <section aria-label="Inbox" className={cn('min-w-0 space-y-4', commentId && 'hidden lg:block')}>
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="max-w-full overflow-x-auto">
              <StatusTabs value={tab} onChange={(next: StatusTab) => setFilter('status', next === 'open' ? null : next)} />
            </div>
            {((projects.data?.length ?? 0) > 1 || projectId) && (
              <div className="w-48">
                <Select label="Project" hideLabel value={projectId ?? ''} onChange={(event) => setFilter('project', event.target.value || null)}>
                  <option value="">All projects</option>
                  {projects.data?.map((project) => (
                    <option key={project.id} value={project.id}>
                      {project.name}
                    </option>
                  ))}
                </Select>
              </div>
            )}
          </div>
          <CommentList
            workspaceId={currentWorkspace.id}
            filters={filters}
            selectedId={commentId}
            linkTo={(id) => `/client/comments/${id}${query}`}
          />
        </section>
        {commentId && (
          <section aria-label="Selected thread" className="min-w-0 lg:sticky lg:top-20 lg:self-start">
            <CommentThread key={commentId} commentId={commentId} closeTo={listPath} onDeleted={() => navigate(listPath, { replace: true })} />
          </section>
        )}
      </div>
    </>
  );
}
