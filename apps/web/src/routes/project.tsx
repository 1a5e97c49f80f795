import { Link, useParams } from 'react-router';
import { ArrowLeft, FolderX } from 'lucide-react';
import { PageHeader } from '../components/page-header.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { Card } from '../components/ui/card.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { Spinner } from '../components/ui/spinner.tsx';
import { CommentList } from '../features/comments/comment-list.tsx';
import { InstallSnippet } from '../features/projects/install-snippet.tsx';
import { useProject } from '../features/projects/use-projects.ts';
import { ApiError } from '../lib/api-error.ts';

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-zinc-500 dark:text-zinc-400">{term}</dt>
      <dd className="mt-1 min-w-0 text-sm text-zinc-900 sm:col-span-2 sm:mt-0 dark:text-zinc-100">{children}</dd>
    </div>
  );
}

export default function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);

  const back = (
    <Link to="/client/dashboard" className="mb-4 inline-flex items-center gap-1 text-sm text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      All projects
    </Link>
  );

  if (project.isPending) {
    return (
      <div className="flex justify-center py-16 text-zinc-500">
        <Spinner label="Loading project" />
      </div>
    );
  }
  if (project.isError) {
    const missing = project.error instanceof ApiError && (project.error.status === 404 || project.error.status === 400);
    return (
      <>
        {back}
        <Card>
          <EmptyState
            icon={FolderX}
            level="h1"
            title={missing ? 'Project not found' : 'Could not load this project'}
            description={missing ? 'It may have been deleted, or it belongs to a workspace you are not a member of.' : project.error.message}
          />
        </Card>
      </>
    );
  }

  const { data } = project;
  return (
    <>
      {back}
      <PageHeader
        title={data.name}
        description={data.widgetSeenAt ? 'The widget is installed and reporting in.' : 'Waiting for the widget to load on your site for the first time.'}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="order-2 min-w-0 space-y-3 lg:order-1">
          <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">Feedback on this site</h2>
          <CommentList
            workspaceId={data.workspaceId}
            filters={{ status: null, projectId: data.id }}
            selectedId={null}
            linkTo={(id) => `/client/comments/${id}?status=all&project=${data.id}`}
          />
        </div>
        <div className="order-1 min-w-0 space-y-4 lg:order-2">
          <Card className="p-5">
            <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">Install</h2>
            <p className="mt-1 mb-3 text-sm text-zinc-500 dark:text-zinc-400">Paste this tag before the closing &lt;/body&gt; of every page that should collect feedback.</p>
            <InstallSnippet snippet={data.snippet} />
          </Card>
          <Card className="px-5 py-2">
            <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
              <Detail term="Site URL">
                <span className="break-all">{data.siteUrl}</span>
              </Detail>
              <Detail term="Allowed origins">
                <ul className="space-y-1">
                  {data.allowedOrigins.map((origin) => (
                    <li key={origin} className="font-mono text-xs break-all">
                      {origin}
                    </li>
                  ))}
                </ul>
              </Detail>
              <Detail term="Guests">
                <Badge tone={data.allowGuests ? 'success' : 'neutral'}>{data.allowGuests ? 'Allowed' : 'Sign-in required'}</Badge>
              </Detail>
              <Detail term="Project key">
                <code className="font-mono text-xs break-all">{data.publicKey}</code>
              </Detail>
            </dl>
          </Card>
        </div>
      </div>
    </>
  );
}
