import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useMainSiteOrigin } from '../../site/site-origin.ts';
import { typeLabel, type ApiOperation, type OpenApiDocument } from './openapi.ts';
import { SchemaView } from './schema-view.tsx';
import { TryOperation } from './try-operation.tsx';

const METHOD_COLOURS: Record<ApiOperation['method'], string> = {
  get: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  post: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  put: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  patch: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  delete: 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
};

function SubHeading({ children }: { children: string }) {
  return <h4 className="mt-4 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{children}</h4>;
}

/**
 * One endpoint: method and path, parameters, request body, responses and authentication, and its
 * "Try it" form once the page can run it (`apiKey` null until then).
 */
export function ApiOperationView({ entry, document, apiKey }: { entry: ApiOperation; document: OpenApiDocument; apiKey: string | null }) {
  const { method, path, operation } = entry;
  // The page may be rendered by the server, where there is no window: the address it serves is the one shown.
  const origin = useMainSiteOrigin();
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const security = operation.security ?? document.security;
  const schemes = security?.flatMap((requirement) => Object.keys(requirement)) ?? [];
  const scope = (operation as { 'x-api-key-scope'?: string })['x-api-key-scope'];
  const example = (operation.requestBody?.content?.['application/json'] as { example?: unknown } | undefined)?.example;
  return (
    <section
      id={entry.id}
      aria-labelledby={`${entry.id}-title`}
      className="scroll-mt-20 rounded-lg border border-zinc-200 p-4 dark:border-zinc-800"
    >
      <h3 id={`${entry.id}-title`} className="flex flex-wrap items-center gap-2">
        <span className={cn('rounded px-2 py-0.5 font-mono text-xs font-bold uppercase', METHOD_COLOURS[method])}>{method}</span>{' '}
        <code className="font-mono text-sm font-semibold break-all text-zinc-900 dark:text-zinc-100">{path}</code>
      </h3>
      {operation.summary && <p className="mt-2 text-sm text-zinc-700 dark:text-zinc-300">{operation.summary}</p>}
      {operation.description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{operation.description}</p>}
      {schemes.length > 0 && (
        <p className="mt-2 text-sm">
          <Badge tone="warning">Auth: {schemes.join(', ')}</Badge>
          {scope && (
            <Badge tone="accent" className="ml-1.5">
              API key scope: {scope}
            </Badge>
          )}
        </p>
      )}
      {scope && (
        <pre className="mt-2 overflow-auto rounded bg-zinc-50 p-2 font-mono text-[11px] text-zinc-800 dark:bg-zinc-950 dark:text-zinc-200">
          {`curl -X ${method.toUpperCase()} -H "Authorization: Bearer $CF_API_KEY"${body ? ` -H 'Content-Type: application/json' -d '${JSON.stringify(example ?? {})}'` : ''} "${origin}${path}"`}
        </pre>
      )}
      {scope && apiKey !== null && <TryOperation entry={entry} apiKey={apiKey} />}

      {operation.parameters && operation.parameters.length > 0 && (
        <>
          <SubHeading>Parameters</SubHeading>
          <ul className="mt-1">
            {operation.parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`} className="py-1 text-sm">
                <code className="font-mono text-[13px] font-semibold text-zinc-900 dark:text-zinc-100">{parameter.name}</code>{' '}
                <span className="text-xs text-zinc-500 dark:text-zinc-400">in {parameter.in}</span>{' '}
                <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">
                  {parameter.schema ? typeLabel(parameter.schema, document) : ''}
                </span>
                {parameter.required && <span className="ml-1.5 text-xs font-medium text-red-600 dark:text-red-400">required</span>}
                {parameter.description && <p className="text-xs text-zinc-600 dark:text-zinc-400">{parameter.description}</p>}
              </li>
            ))}
          </ul>
        </>
      )}

      {body && (
        <>
          <SubHeading>{operation.requestBody?.required ? 'Request body (JSON, required)' : 'Request body (JSON)'}</SubHeading>
          <div className="mt-1">
            <SchemaView schema={body} document={document} />
          </div>
        </>
      )}

      <SubHeading>Responses</SubHeading>
      <ul className="mt-1 space-y-1">
        {Object.entries(operation.responses ?? {}).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return (
            <li key={status} className="text-sm">
              <details>
                <summary className="cursor-pointer select-none">
                  <span className="font-mono font-semibold text-zinc-900 dark:text-zinc-100">{status}</span>{' '}
                  <span className="text-zinc-600 dark:text-zinc-400">{response.description}</span>
                </summary>
                <div className="mt-1 ml-4">
                  {schema ? (
                    <SchemaView schema={schema} document={document} />
                  ) : (
                    <p className="text-xs text-zinc-500 dark:text-zinc-400">No body.</p>
                  )}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
