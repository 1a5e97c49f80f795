import { constraints, resolveSchema, typeLabel, type JsonSchema, type OpenApiDocument } from './openapi.ts';

const MAX_DEPTH = 6;

function objectProperties(schema: JsonSchema): [string, JsonSchema][] {
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object') return [];
  return Object.entries(properties as Record<string, JsonSchema>);
}

/** The object a field holds, if it is one (directly or as the items of an array). */
function nestedObject(schema: JsonSchema, document: OpenApiDocument): JsonSchema | null {
  const resolved = resolveSchema(schema, document);
  if (objectProperties(resolved).length > 0) return resolved;
  if (resolved.type === 'array' && resolved.items && typeof resolved.items === 'object') {
    return nestedObject(resolved.items as JsonSchema, document);
  }
  return null;
}

/** A JSON schema as a list of fields with type, required flag and limits; nested objects indent. */
export function SchemaView({ schema, document, depth = 0 }: { schema: JsonSchema; document: OpenApiDocument; depth?: number }) {
  const resolved = resolveSchema(schema, document);
  const fields = objectProperties(resolved);
  if (fields.length === 0 || depth > MAX_DEPTH) {
    return <p className="font-mono text-xs text-zinc-600 dark:text-zinc-400">{typeLabel(resolved, document)}</p>;
  }
  const required = new Set(Array.isArray(resolved.required) ? (resolved.required as string[]) : []);
  return (
    <ul className={depth > 0 ? 'mt-1.5 ml-3 border-l border-zinc-200 pl-3 dark:border-zinc-800' : ''}>
      {fields.map(([name, field]) => {
        const nested = nestedObject(field, document);
        const notes = constraints(resolveSchema(field, document));
        return (
          <li key={name} className="py-1 text-sm">
            <code className="font-mono text-[13px] font-semibold text-zinc-900 dark:text-zinc-100">{name}</code>{' '}
            <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{typeLabel(field, document)}</span>
            {required.has(name) && <span className="ml-1.5 text-xs font-medium text-red-600 dark:text-red-400">required</span>}
            {notes.length > 0 && <span className="ml-1.5 text-xs text-zinc-500 dark:text-zinc-400">{notes.join(', ')}</span>}
            {typeof field.description === 'string' && <p className="text-xs text-zinc-600 dark:text-zinc-400">{field.description}</p>}
            {nested && <SchemaView schema={nested} document={document} depth={depth + 1} />}
          </li>
        );
      })}
    </ul>
  );
}
