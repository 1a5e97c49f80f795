import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { fieldClass } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { isTypingTarget } from './is-typing-target.ts';

const SEARCH_DELAY_MS = 250;

/** Text search over thread bodies; "/" focuses it, as in Linear and GitHub. */
export function InboxSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('comments');
  const [text, setText] = useState(value);
  const field = useRef<HTMLInputElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  // The search this field last sent. The URL takes it a moment later (a navigation), and letters typed
  // meanwhile are newer than it: the field takes only a search it did not send (Back, "Clear filters").
  const sent = useRef(value);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      latest.current(sent.current);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.metaKey || event.ctrlKey || event.altKey || isTypingTarget(event.target)) return;
      event.preventDefault();
      field.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="relative min-w-0 flex-1 sm:max-w-xs">
      <label htmlFor="inbox-search" className="sr-only">
        {t('search.label')}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-zinc-400" aria-hidden />
      <input
        ref={field}
        id="inbox-search"
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        aria-keyshortcuts="/"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') event.currentTarget.blur();
        }}
        className={cn(fieldClass, 'h-9 pr-8 pl-8')}
      />
      <kbd className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-zinc-200 px-1.5 text-[10px] text-zinc-400 sm:block dark:border-zinc-700">
        /
      </kbd>
    </div>
  );
}
