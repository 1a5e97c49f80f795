import { useState, type FormEvent } from 'react';
import { CHANGELOG_MARKDOWN_MAX, CHANGELOG_TITLE_MAX } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useWriteChangelog } from './use-roadmap.ts';

/** For instance admins: publish a changelog entry written in markdown (the server renders and sanitizes it). */
export function ChangelogForm() {
  const write = useWriteChangelog();
  const [title, setTitle] = useState('');
  const [markdown, setMarkdown] = useState('');
  const issues = write.error instanceof ApiError ? write.error.fieldIssues() : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    write.mutate(
      { title, markdown },
      {
        onSuccess: () => {
          setTitle('');
          setMarkdown('');
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby="new-entry-heading"
      className="space-y-3 rounded-lg border border-dashed border-zinc-300 p-5 dark:border-zinc-700"
    >
      <h2 id="new-entry-heading" className="text-base font-semibold text-zinc-900 dark:text-white">
        New changelog entry
      </h2>
      <Input
        label="Entry title"
        value={title}
        maxLength={CHANGELOG_TITLE_MAX}
        required
        onChange={(event) => setTitle(event.target.value)}
        error={issues.title}
      />
      <Textarea
        label="Entry text (markdown)"
        value={markdown}
        maxLength={CHANGELOG_MARKDOWN_MAX}
        required
        rows={6}
        onChange={(event) => setMarkdown(event.target.value)}
        error={issues.markdown}
        hint="Markdown: **bold**, lists, links and code. HTML is removed."
      />
      {write.isError && !issues.title && !issues.markdown && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {write.error.message}
        </p>
      )}
      <Button type="submit" busy={write.isPending}>
        Publish entry
      </Button>
    </form>
  );
}
