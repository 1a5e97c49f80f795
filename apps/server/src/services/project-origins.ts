import { encodeJson } from '../db/json-columns.ts';

/**
 * The origins a project's widget may run on: the site URL's origin first, always, then the extra
 * ones, without duplicates. Stored as JSON text so one column works on both engines.
 */
export function projectOrigins(siteUrl: string, extra: readonly string[] = []): string {
  return encodeJson([...new Set([new URL(siteUrl).origin, ...extra])]);
}
