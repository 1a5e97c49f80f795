import { withoutScreenshot, type OutboxEntry } from './outbox-entry.ts';

/** Where unsent comments wait: it survives reloads, so a closed tab sends them next time. */
export interface OutboxStore {
  list(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(clientId: string): Promise<void>;
}

const DB_NAME = 'commentflow';
const STORE = 'outbox';
const LOCAL_KEY = 'commentflow_outbox';

/** IndexedDB, or localStorage where IndexedDB is missing or blocked (some private modes). */
export function outboxStore(projectKey: string): OutboxStore {
  const opened = indexedDbStore(projectKey).catch(() => localStorageStore(projectKey));
  return {
    list: async () => (await opened).list(),
    put: async (entry) => (await opened).put(entry),
    remove: async (clientId) => (await opened).remove(clientId),
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

async function indexedDbStore(projectKey: string): Promise<OutboxStore> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE, { keyPath: 'clientId' });
  const db = await request(open);
  const store = (mode: IDBTransactionMode) => db.transaction(STORE, mode).objectStore(STORE);
  return {
    list: async () => ((await request(store('readonly').getAll())) as OutboxEntry[]).filter((entry) => entry.projectKey === projectKey),
    put: async (entry) => {
      try {
        await request(store('readwrite').put(entry));
      } catch (error) {
        // A browser that cannot keep a Blob here still keeps the comment, without its picture; a pending
        // upload then lives as long as the page (it replaced its comment, which the server has).
        const textOnly = withoutScreenshot(entry);
        if (textOnly === entry) throw error;
        if (textOnly) await request(store('readwrite').put(textOnly));
        else await request(store('readwrite').delete(entry.clientId));
      }
    },
    remove: async (clientId) => void (await request(store('readwrite').delete(clientId))),
  };
}

function localStorageStore(projectKey: string): OutboxStore {
  // When storage is blocked too, the queue still works for this page's lifetime.
  let memory: OutboxEntry[] = [];
  const read = (): OutboxEntry[] => {
    try {
      const value: unknown = JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]');
      return Array.isArray(value) ? (value as OutboxEntry[]) : [];
    } catch {
      return memory;
    }
  };
  const write = (entries: OutboxEntry[]) => {
    memory = entries;
    try {
      // Screenshots are left out: localStorage holds text, and a picture as base64 (hundreds of KB) would
      // eat the origin's 5 MB quota, which is the page's own. A comment queued here and sent after a
      // reload goes without its screenshot; sent within this page's lifetime it keeps it (the outbox
      // holds the entry in memory), and so does a pending upload.
      localStorage.setItem(LOCAL_KEY, JSON.stringify(entries.map(withoutScreenshot).filter((entry) => entry !== null)));
    } catch {
      // Kept in memory only; see above.
    }
  };
  return {
    list: () => Promise.resolve(read().filter((entry) => entry.projectKey === projectKey)),
    put: (entry) => Promise.resolve(write([...read().filter((other) => other.clientId !== entry.clientId), entry])),
    remove: (clientId) => Promise.resolve(write(read().filter((other) => other.clientId !== clientId))),
  };
}
