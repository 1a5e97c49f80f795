import { useDeferredValue, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { FolderGit2, MessageSquare, Radio, Search } from 'lucide-react';
import { can, mentionsAsText } from '@commentflow/shared';
import { commentsApi } from '../comments/comments-api.ts';
import { useProjects } from '../projects/use-projects.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { NAV_ITEMS } from './nav-items.ts';

const GROUP_HEADING =
  '[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-zinc-500 dark:[&_[cmdk-group-heading]]:text-zinc-400';
const ITEM =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2 py-2 text-sm text-zinc-700 data-[selected=true]:bg-zinc-100 data-[selected=true]:text-zinc-900 dark:text-zinc-300 dark:data-[selected=true]:bg-zinc-800 dark:data-[selected=true]:text-zinc-100';

/** Search of at least this many characters asks the server for comments too. */
const MIN_COMMENT_SEARCH = 2;

interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** docs/product/screens.md: the ten destinations, plus the workspace's projects and comments found by their text. */
export function CommandPalette({ open, onOpenChange }: CommandPaletteProps) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { currentWorkspace } = useAuth();
  const workspaceId = currentWorkspace?.id ?? '';
  const [search, setSearch] = useState('');
  const text = useDeferredValue(search.trim());
  const projects = useProjects(currentWorkspace?.id);
  const comments = useQuery({
    queryKey: queryKeys.commentSearch(workspaceId, text),
    queryFn: ({ signal }) => commentsApi.search(workspaceId, text, signal),
    enabled: open && Boolean(workspaceId) && text.length >= MIN_COMMENT_SEARCH,
    staleTime: 30_000,
    select: (data) => data.comments,
  });

  const go = (href: string) => {
    onOpenChange(false);
    setSearch('');
    navigate(href);
  };

  return (
    <Command.Dialog
      open={open}
      onOpenChange={onOpenChange}
      label={t('palette.label')}
      overlayClassName="fixed inset-0 z-50 bg-zinc-950/40 backdrop-blur-sm"
      contentClassName="fixed left-1/2 top-[12vh] z-50 w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-xl border border-zinc-200 bg-white shadow-2xl dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex items-center gap-2 border-b border-zinc-200 px-3 dark:border-zinc-800">
        <Search className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
        <Command.Input
          value={search}
          onValueChange={setSearch}
          placeholder={t('palette.placeholder')}
          className="h-12 w-full bg-transparent text-sm text-zinc-900 outline-none placeholder:text-zinc-400 dark:text-zinc-100"
        />
      </div>
      <Command.List className={`max-h-[60vh] overflow-y-auto p-2 ${GROUP_HEADING}`}>
        <Command.Empty className="px-2 py-6 text-center text-sm text-zinc-500">
          {comments.isFetching ? t('palette.searching') : t('palette.empty')}
        </Command.Empty>
        <Command.Group heading={t('palette.goTo')}>
          {NAV_ITEMS.map((item) => (
            <Command.Item key={item.href} value={`go ${item.name} ${t(`nav.${item.key}`)}`} onSelect={() => go(item.href)} className={ITEM}>
              <item.icon className="h-4 w-4 text-zinc-400" aria-hidden />
              {t(`nav.${item.key}`)}
            </Command.Item>
          ))}
          {/* A tool for checking a widget install: offered to those who install it, not to everyone. */}
          {currentWorkspace && can(currentWorkspace.role, 'project:manage') && (
            <Command.Item value="go test console monitor live events" onSelect={() => go('/client/test-console-monitor')} className={ITEM}>
              <Radio className="h-4 w-4 text-zinc-400" aria-hidden />
              {t('palette.testConsole')}
            </Command.Item>
          )}
        </Command.Group>
        {projects.data && projects.data.length > 0 && (
          <Command.Group heading={t('palette.projects')}>
            {projects.data.map((project) => (
              <Command.Item
                key={project.id}
                value={`project ${project.name} ${project.siteUrl} ${project.id}`}
                onSelect={() => go(`/client/project/${project.id}`)}
                className={ITEM}
              >
                <FolderGit2 className="h-4 w-4 text-zinc-400" aria-hidden />
                <span className="truncate">{project.name}</span>
                <span className="ml-auto truncate text-xs text-zinc-500 dark:text-zinc-400">{project.siteUrl}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
        {comments.data && comments.data.length > 0 && (
          <Command.Group heading={t('palette.comments')}>
            {comments.data.map((comment) => (
              <Command.Item
                key={comment.id}
                // The server already matched these; the search text keeps them past cmdk's own filter.
                value={`comment ${text} ${comment.body} ${comment.id}`}
                onSelect={() => go(`/client/comments/${comment.id}`)}
                className={ITEM}
              >
                <MessageSquare className="h-4 w-4 shrink-0 text-zinc-400" aria-hidden />
                <span className="truncate">{mentionsAsText(comment.body)}</span>
                <span className="ml-auto shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{comment.author.displayName}</span>
              </Command.Item>
            ))}
          </Command.Group>
        )}
      </Command.List>
    </Command.Dialog>
  );
}
