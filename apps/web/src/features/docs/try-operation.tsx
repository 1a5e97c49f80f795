import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { ApiOperation } from './openapi.ts';

/** `{workspaceId}` and the like: what a reader fills in before sending. */
const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/**
 * Sends a read of the public API with the reader's own key, from their browser, and shows the answer.
 * Only reads: a reference page is no place for a stray write. The key stays in this page's memory.
 */
export function TryOperation({ entry, apiKey }: { entry: ApiOperation; apiKey: string }) {
  const names = pathParameters(entry.path);
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<{ status: number; body: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const url = entry.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) + (query ? `?${query.replace(/^\?/, '')}` : '');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const response = await fetch(url, { headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' } });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it came
      }
      setAnswer({ status: response.status, body });
    } catch (error) {
      setAnswer({ status: 0, body: String(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="mt-3 rounded-md border border-zinc-200 p-3 text-sm dark:border-zinc-800">
      <summary className="cursor-pointer font-medium text-zinc-800 dark:text-zinc-200">Try it with your API key</summary>
      <form onSubmit={send} className="mt-3 space-y-3">
        {names.map((name) => (
          <Input key={name} label={name} value={values[name] ?? ''} onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))} required />
        ))}
        <Input label="Query string (optional)" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="status=open&limit=10" />
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm" busy={busy} disabled={!apiKey}>
            Send GET
          </Button>
          {!apiKey && <span className="text-xs text-zinc-500 dark:text-zinc-400">Paste an API key under Authentication first.</span>}
        </div>
      </form>
      {answer && (
        <div className="mt-3">
          <p className="font-mono text-xs font-semibold text-zinc-900 dark:text-zinc-100">{answer.status === 0 ? 'No answer' : `HTTP ${answer.status}`}</p>
          <pre className="mt-1 max-h-80 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">{answer.body}</pre>
        </div>
      )}
    </details>
  );
}
