const PUBLIC_PATHS = ['/', '/login', '/signup', '/forgot-password', '/reset-password', '/auth/widget'];

/**
 * docs/product/screens.md "Session-invalid public paths": where an invalid session does not send the browser to /login.
 * An invitation link is one too: its page offers sign-up and sign-in itself, then comes back to accept.
 */
export function isSessionPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.includes(pathname) || pathname.startsWith('/verify') || pathname.startsWith('/invite/');
}
