// A synchronous hint for the loader: this project has writes waiting in the outbox, so the app must
// load (and send them) even on a page with no open pins. The outbox itself lives in IndexedDB.
const FLAG_PREFIX = 'commentflow_queued:';

export function hasQueuedWrites(projectKey: string): boolean {
  try {
    return localStorage.getItem(FLAG_PREFIX + projectKey) === '1';
  } catch {
    return false;
  }
}

export function setQueuedWrites(projectKey: string, queued: boolean): void {
  try {
    if (queued) localStorage.setItem(FLAG_PREFIX + projectKey, '1');
    else localStorage.removeItem(FLAG_PREFIX + projectKey);
  } catch {
    // Blocked storage: the outbox is sent the next time the app loads for another reason.
  }
}
