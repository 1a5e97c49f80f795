const PUBLIC_PATHS = ['/', '/login', '/signup', '/forgot-password', '/reset-password', '/auth/widget'];

/** Spec §2 "Session-invalid public paths": where an invalid session does not send the browser to /login. */
export function isSessionPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/verify');
}
