import { useState, type FormEvent, type KeyboardEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { CommentBody } from '@commentflow/shared';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';

export function ReplyForm({ reply }: { reply: UseMutationResult<unknown, Error, string> }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const parsed = CommentBody.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    // Cleared at once: the reply's live echo can show in the thread before this request answers.
    setBody('');
    reply.mutate(parsed.data, {
      onError: (failure) => {
        setBody((current) => current || body);
        setError(failure instanceof ApiError ? (failure.fieldIssues().body ?? failure.message) : 'Failed to send reply');
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <Textarea
        label="Reply"
        hideLabel
        placeholder="Write a reply..."
        rows={3}
        value={body}
        error={error}
        onChange={(e) => setBody(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex items-center justify-between gap-2">
        <span className="hidden text-xs text-zinc-500 sm:inline dark:text-zinc-400">Ctrl + Enter to send</span>
        <Button type="submit" size="sm" busy={reply.isPending} className="ml-auto">
          Send reply
        </Button>
      </div>
    </form>
  );
}
