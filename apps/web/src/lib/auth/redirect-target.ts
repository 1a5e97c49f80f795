/** Where to go after signing in (docs/product/states.md): the page they came from, or the dashboard. */
export function redirectTarget(from: unknown): string {
  const location = from && typeof from === 'object' ? (from as { pathname?: unknown; search?: unknown; hash?: unknown }) : null;
  const pathname = typeof location?.pathname === 'string' ? location.pathname : '';
  // Only places inside this app: never another origin ("//evil.example") or the auth pages themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname === '/login' || pathname === '/signup') return '/client/dashboard';
  const search = typeof location?.search === 'string' ? location.search : '';
  const hash = typeof location?.hash === 'string' ? location.hash : '';
  return `${pathname}${search}${hash}`;
}
