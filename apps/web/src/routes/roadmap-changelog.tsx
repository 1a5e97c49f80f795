import { ScrollText } from 'lucide-react';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { useAuth } from '../lib/auth/use-auth.ts';
import { DOCS_PROSE } from '../features/docs/docs-prose.ts';
import { ChangelogForm } from '../features/roadmap/changelog-form.tsx';
import { useChangelog } from '../features/roadmap/use-roadmap.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { VisitorTime } from '../site/visitor-time.tsx';
import { PageLoadError } from '../features/public-shells/load-states.tsx';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const visitorDate = (iso: string) => dateFormat.format(new Date(iso));

/** What shipped, newest first. Entries arrive as HTML the server rendered from markdown and sanitized. */
export default function ChangelogPage() {
  const { user } = useAuth();
  const changelog = useChangelog();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-white">Changelog</h1>
      <p className="mt-2 text-zinc-600 dark:text-zinc-400">New features, improvements and fixes, newest first.</p>
      {user?.isAdmin && (
        <div className="mt-8">
          <ChangelogForm />
        </div>
      )}
      {changelog.isPending ? (
        <PageLoading label="Loading the changelog" />
      ) : changelog.isError ? (
        <PageLoadError title="The changelog could not be loaded" error={changelog.error} onRetry={() => void changelog.refetch()} />
      ) : changelog.data.entries.length === 0 ? (
        <EmptyState icon={ScrollText} title="No entries yet" description="Shipped features and fixes will be listed here." />
      ) : (
        <ol className="mt-10 space-y-10">
          {changelog.data.entries.map((entry) => (
            <li key={entry.id} className="grid gap-2 sm:grid-cols-[9rem_1fr] sm:gap-6">
              <VisitorTime iso={entry.publishedAt} format={visitorDate} className="text-sm text-zinc-500 dark:text-zinc-400" />
              <article aria-labelledby={`entry-${entry.id}`}>
                <h2 id={`entry-${entry.id}`} className="text-lg font-semibold text-zinc-900 dark:text-white">
                  {entry.title}
                </h2>
                <div className={DOCS_PROSE} dangerouslySetInnerHTML={{ __html: entry.html }} />
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
