import type { Comment } from '@commentflow/shared/schemas/comment';

// "Mine" for a visitor without an account: the threads this browser wrote, known by their clientIds.
const STORAGE_KEY = 'commentflow_mine';
const KEEP = 500;

export class MyComments {
  readonly #clientIds: string[];

  constructor() {
    this.#clientIds = load();
  }

  remember(clientId: string): void {
    if (this.#clientIds.includes(clientId)) return;
    this.#clientIds.push(clientId);
    this.#clientIds.splice(0, Math.max(0, this.#clientIds.length - KEEP));
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(this.#clientIds));
    } catch {
      // Blocked storage: "mine" then covers this visit only.
    }
  }

  /** Written in this browser. */
  has(comment: Comment): boolean {
    return comment.clientId !== null && this.#clientIds.includes(comment.clientId);
  }
}

function load(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}
