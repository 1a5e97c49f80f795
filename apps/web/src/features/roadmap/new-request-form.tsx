import { useState, type FormEvent } from 'react';
import { ROADMAP_BODY_MAX, ROADMAP_TITLE_MAX } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { useCreateRequest } from './use-roadmap.ts';

/** Suggest a feature; it starts "under review". */
export function NewRequestForm() {
  const create = useCreateRequest();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const issues = create.error instanceof ApiError ? create.error.fieldIssues() : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    create.mutate(
      { title, body },
      {
        onSuccess: ({ request }) => {
          setTitle('');
          setBody('');
          setSent(request.title);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" aria-labelledby="suggest-heading">
      <h2 id="suggest-heading" className="text-base font-semibold text-zinc-900 dark:text-white">
        Suggest a feature
      </h2>
      <Input
        label="Title"
        value={title}
        maxLength={ROADMAP_TITLE_MAX}
        required
        onChange={(event) => setTitle(event.target.value)}
        error={issues.title}
      />
      <Textarea
        label="Details"
        value={body}
        maxLength={ROADMAP_BODY_MAX}
        onChange={(event) => setBody(event.target.value)}
        error={issues.body}
        hint="What problem would it solve for you?"
      />
      {create.isError && !issues.title && !issues.body && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {create.error.message}
        </p>
      )}
      {sent && (
        <p role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
          Thanks! "{sent}" is now under review.
        </p>
      )}
      <Button type="submit" busy={create.isPending}>
        Submit request
      </Button>
    </form>
  );
}
