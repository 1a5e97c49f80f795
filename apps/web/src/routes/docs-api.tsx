import { useState } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Input } from '../components/ui/input.tsx';
import { ApiOperationView } from '../features/docs/api-operation.tsx';
import { MarkdownArticle, useDocBlocks } from '../features/docs/markdown-article.tsx';
import { OnThisPage } from '../features/docs/on-this-page.tsx';
import { groupOperations } from '../features/docs/openapi.ts';
import { useOpenApiDocument } from '../features/docs/use-openapi-document.ts';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { useHydrated } from '../site/use-hydrated.ts';
import { PageLoadError } from '../features/public-shells/load-states.tsx';

const groupId = (name: string) => `group-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
const groupTitle = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The API reference, built in the browser from the server's own OpenAPI document, so it never drifts. */
export default function DocsApiPage() {
  const query = useOpenApiDocument();
  const description = useDocBlocks(query.data?.info.description ?? '');
  // Only in this page's memory, for the "Try it" panels: never stored, never sent anywhere but this API.
  const [apiKey, setApiKey] = useState('');
  // The server sends this page rendered (ADR 018): its forms work only once React has taken it over,
  // so they appear then, rather than take typing that hydration would drop.
  const tryable = useHydrated();

  if (query.isPending) {
    return <PageLoading label="Loading the API reference" />;
  }
  if (query.isError) {
    return (
      <PageLoadError
        icon={AlertTriangle}
        level="h1"
        title="The API reference could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }

  const document = query.data;
  const groups = groupOperations(document);
  const schemes = Object.entries(document.components?.securitySchemes ?? {});
  const count = groups.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <div className="flex gap-10">
      <div className="min-w-0 flex-1">
        <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 dark:text-white">API reference</h1>
        <p className="mt-3 text-[15px] text-zinc-700 dark:text-zinc-300">
          {document.info.title} {document.info.version}: {count} endpoints, generated from the server's OpenAPI document (
          <a className="font-medium text-indigo-600 underline dark:text-indigo-400" href="/api/openapi.json">
            /api/openapi.json
          </a>
          ).
        </p>
        <MarkdownArticle blocks={description} />
        {schemes.length > 0 && (
          <section aria-labelledby="authentication" className="mt-6">
            <h2 id="authentication" className="text-xl font-semibold text-zinc-900 dark:text-white">
              Authentication
            </h2>
            <ul className="mt-2 list-disc pl-6 text-sm text-zinc-700 dark:text-zinc-300">
              {schemes.map(([name, scheme]) => (
                <li key={name}>
                  <code className="font-mono">{name}</code>: {scheme.type}
                  {scheme.scheme && ` ${scheme.scheme}`}
                  {scheme.bearerFormat && ` (${scheme.bearerFormat})`}
                </li>
              ))}
            </ul>
            {tryable && (
              <div className="mt-4 max-w-md">
                <Input
                  label="Your API key, to try the routes below"
                  type="password"
                  autoComplete="off"
                  value={apiKey}
                  onChange={(event) => setApiKey(event.target.value.trim())}
                  placeholder="cf_..."
                  hint="Create one in Settings > API. It stays in this page and is sent only to this server."
                />
              </div>
            )}
          </section>
        )}
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={groupId(group.name)} className="mt-10">
            <h2 id={groupId(group.name)} className="scroll-mt-20 text-xl font-semibold text-zinc-900 dark:text-white">
              {groupTitle(group.name)}
            </h2>
            <div className="mt-4 space-y-4">
              {group.operations.map((entry) => (
                <ApiOperationView key={entry.id} entry={entry} document={document} apiKey={tryable ? apiKey : null} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <OnThisPage headings={groups.map((group) => ({ id: groupId(group.name), text: groupTitle(group.name), level: 2 }))} />
    </div>
  );
}
