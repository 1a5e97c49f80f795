// GET /api/site, read without the zod-checked API client so the public entry stays small: only the
// analytics id is used here, and it must look like a GA4 measurement id before it reaches a URL.

let analyticsId: Promise<string | null> | null = null;

async function loadAnalyticsId(): Promise<string | null> {
  const response = await fetch('/api/site', { headers: { Accept: 'application/json' } });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  const id = body && typeof body === 'object' ? (body as { analyticsId?: unknown }).analyticsId : null;
  return typeof id === 'string' && /^G-[A-Z0-9]{4,20}$/.test(id) ? id : null;
}

/** The configured GA4 measurement id, or null; asked once per page load. */
export function siteAnalyticsId(): Promise<string | null> {
  analyticsId ??= loadAnalyticsId().catch(() => null);
  return analyticsId;
}
