const KEY = 'pending_invite';

/**
 * Remembers, for this tab only, that someone signed out opened an invitation and went to sign up or
 * sign in from it (an OAuth round trip included). Coming back signed in then accepts it on its own;
 * a link alone never joins a signed-in visitor to a workspace they did not ask to join.
 */
export function rememberPendingInvite(token: string): void {
  window.sessionStorage.setItem(KEY, token);
}

/** Whether this invitation was pending here; it is pending no more once asked. */
export function takePendingInvite(token: string): boolean {
  const pending = window.sessionStorage.getItem(KEY) === token;
  if (pending) window.sessionStorage.removeItem(KEY);
  return pending;
}
