import { useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMENT_BODY_MAX, CommentBody, commentLength, type MemberSummary } from '@commentflow/shared';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { isPlanLimit, PlanLimitNotice } from '../billing/plan-limit-notice.tsx';
import { cn } from '../../lib/cn.ts';
import { insertMention, mentionQueryAt, withMentionTokens, type PickedMention } from './mention-draft.ts';

const PICKER_SIZE = 6;

/** The reply box; typing "@" offers the workspace's members, and the chosen one is mentioned. */
export function ReplyForm({ reply, members }: { reply: UseMutationResult<unknown, Error, string>; members: MemberSummary[] }) {
  const { t } = useTranslation('comments');
  const [body, setBody] = useState('');
  // Counted as the server counts it (trimmed), like the widget's composer: one rule for every counter.
  const length = commentLength(body);
  const [error, setError] = useState<string | undefined>();
  const [limitError, setLimitError] = useState<ApiError | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const picked = useRef<PickedMention[]>([]);
  const field = useRef<HTMLTextAreaElement>(null);
  // Where the caret goes once a chosen mention is in the field: placed as that text is committed, before
  // the next key is handled. Put off to the next frame, it came late on a busy page and sent the letters
  // typed meanwhile back before the mention.
  const caretAfterMention = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = caretAfterMention.current;
    if (at === null) return;
    caretAfterMention.current = null;
    field.current?.focus();
    field.current?.setSelectionRange(at, at);
  });

  const mention = dismissed ? null : mentionQueryAt(body, caret);
  const matches = useMemo(() => {
    if (!mention) return [];
    const query = mention.query.toLowerCase();
    return members
      .filter(
        (m) =>
          m.displayName
            .toLowerCase()
            .split(/\s+/)
            .some((word) => word.startsWith(query)) || m.email?.toLowerCase().startsWith(query) === true,
      )
      .slice(0, PICKER_SIZE);
  }, [mention, members]);
  const open = matches.length > 0;

  const choose = (member: MemberSummary) => {
    if (!mention) return;
    const next = insertMention(body, mention.start, caret, member.displayName);
    picked.current = [...picked.current.filter((p) => p.userId !== member.userId), { userId: member.userId, name: member.displayName }];
    caretAfterMention.current = next.caret;
    setBody(next.text);
    setCaret(next.caret);
  };

  const submit = () => {
    const parsed = CommentBody.safeParse(withMentionTokens(body, picked.current));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.code === 'too_big' ? t('reply.tooLong', { max: COMMENT_BODY_MAX }) : t('reply.empty'));
      return;
    }
    setError(undefined);
    setLimitError(null);
    const draft = body;
    // Cleared at once: the reply's live echo can show in the thread before this request answers.
    setBody('');
    reply.mutate(parsed.data, {
      onSuccess: () => {
        picked.current = [];
      },
      onError: (failure) => {
        setBody((current) => current || draft);
        if (isPlanLimit(failure)) setLimitError(failure);
        else setError(failure instanceof ApiError ? (failure.fieldIssues().body ?? failure.message) : t('reply.failed'));
      },
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (open) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((index) => (index + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length);
        return;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        event.preventDefault();
        choose(matches[Math.min(active, matches.length - 1)]!);
        return;
      }
      if (event.key === 'Escape') {
        event.preventDefault();
        setDismissed(true);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit();
    }
  };
  const track = (target: HTMLTextAreaElement) => {
    setCaret(target.selectionStart);
  };

  return (
    <form onSubmit={onSubmit} className="space-y-2">
      <PlanLimitNotice error={limitError} />
      <div className="relative">
        <Textarea
          ref={field}
          label={t('reply.label')}
          hideLabel
          placeholder={t('reply.placeholder')}
          rows={3}
          value={body}
          error={error}
          aria-autocomplete="list"
          aria-controls="mention-picker"
          aria-activedescendant={open ? `mention-${matches[Math.min(active, matches.length - 1)]!.userId}` : undefined}
          onChange={(e) => {
            setBody(e.target.value);
            setDismissed(false);
            setActive(0);
            track(e.target);
          }}
          onSelect={(e) => track(e.currentTarget)}
          onKeyDown={onKeyDown}
          onBlur={() => setDismissed(true)}
          onFocus={() => setDismissed(false)}
        />
        <ul
          id="mention-picker"
          role="listbox"
          aria-label={t('reply.mentionPicker')}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          {matches.map((member, index) => (
            <li
              key={member.userId}
              id={`mention-${member.userId}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the textarea must not lose focus (and close the picker) first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(member);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm',
                index === active
                  ? 'bg-indigo-50 text-indigo-900 dark:bg-indigo-500/15 dark:text-indigo-100'
                  : 'text-zinc-700 dark:text-zinc-300',
              )}
            >
              <Avatar name={member.displayName} photoURL={member.photoURL} size="sm" />
              <span className="truncate font-medium">{member.displayName}</span>
              <span className="ml-auto truncate text-xs text-zinc-500 dark:text-zinc-400">{member.email}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex items-center justify-between gap-2">
        <span className="hidden text-xs text-zinc-500 sm:inline dark:text-zinc-400">{t('reply.hint')}</span>
        {/* Near the limit, the count shows before it is reached; the text is never cut. */}
        {length.counted && (
          <span
            aria-live="polite"
            className={cn(
              'text-xs tabular-nums',
              length.left < 0 ? 'font-medium text-red-600 dark:text-red-400' : 'text-zinc-500 dark:text-zinc-400',
            )}
          >
            {length.left < 0 ? t('reply.over', { count: -length.left }) : t('reply.left', { count: length.left })}
          </span>
        )}
        <Button type="submit" size="sm" busy={reply.isPending} className="ml-auto">
          {t('reply.send')}
        </Button>
      </div>
    </form>
  );
}
