import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ApiOperation } from './openapi.ts';

/** `{workspaceId}` and the like: what a reader fills in before sending. */
const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The operation's request example as editable JSON; null when it takes no body. */
function exampleBody(entry: ApiOperation): string | null {
  const media = entry.operation.requestBody?.content?.['application/json'];
  if (!media) return null;
  return JSON.stringify((media as { example?: unknown }).example ?? {}, null, 2);
}

/**
 * Sends a call of the public API, any method, with the reader's own key, from their browser, and
 * shows the answer. A body starts from the operation's example. The key stays in this page's memory.
 */
export function TryOperation({ entry, apiKey }: { entry: ApiOperation; apiKey: string }) {
  const method = entry.method.toUpperCase();
  const names = pathParameters(entry.path);
  const [values, setValues] = useState<Record<string, string>>({});
  const [query, setQuery] = useState('');
  const [body, setBody] = useState(() => exampleBody(entry));
  const [bodyError, setBodyError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<{ status: number; body: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const url =
    entry.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '')) +
    (query ? `?${query.replace(/^\?/, '')}` : '');

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (body !== null) {
      try {
        JSON.parse(body);
        setBodyError(undefined);
      } catch {
        setBodyError('This is not valid JSON.');
        return;
      }
    }
    setBusy(true);
    try {
      const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
      if (body !== null) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, ...(body !== null && { body }) });
      const text = await response.text();
      let shown = text || '(no body)';
      try {
        shown = JSON.stringify(JSON.parse(text), null, 2);
      } catch {
        // not JSON: shown as it came
      }
      setAnswer({ status: response.status, body: shown });
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
          <Input
            key={name}
            label={name}
            value={values[name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            required
          />
        ))}
        <Input
          label="Query string (optional)"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="status=open&limit=10"
        />
        {body !== null && (
          <Textarea
            label="Request body (JSON)"
            value={body}
            onChange={(event) => setBody(event.target.value)}
            error={bodyError}
            rows={Math.min(12, body.split('\n').length + 1)}
            spellCheck={false}
            className="font-mono text-xs"
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" busy={busy} disabled={!apiKey}>
            {`Send ${method}`}
          </Button>
          {!apiKey ? (
            <span className="text-xs text-zinc-500 dark:text-zinc-400">Paste an API key under Authentication first.</span>
          ) : (
            method !== 'GET' && (
              <span className="text-xs text-zinc-500 dark:text-zinc-400">
                This changes your workspace's data, as any call with your key would.
              </span>
            )
          )}
        </div>
      </form>
      {answer && (
        <div className="mt-3" role="status">
          <p className="font-mono text-xs font-semibold text-zinc-900 dark:text-zinc-100">
            {answer.status === 0 ? 'No answer' : `HTTP ${answer.status}`}
          </p>
          <pre className="mt-1 max-h-80 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
            {answer.body}
          </pre>
        </div>
      )}
    </details>
  );
}
