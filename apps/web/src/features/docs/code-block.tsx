import { CopyButton } from '../../components/ui/copy-button.tsx';

/** A code sample with its language and a copy button. */
export function CodeBlock({ code, lang }: { code: string; lang: string }) {
  return (
    <div className="my-5 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-50 dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex items-center justify-between border-b border-zinc-200 px-3 py-1.5 dark:border-zinc-800">
        <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{lang || 'text'}</span>
        <CopyButton text={code} label={`Copy ${lang || 'code'} example`} />
      </div>
      <pre className="m-0! overflow-x-auto rounded-none! bg-transparent! p-4 text-[13px] leading-relaxed text-zinc-800 dark:text-zinc-200">
        <code>{code}</code>
      </pre>
    </div>
  );
}
