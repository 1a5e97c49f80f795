import type { Comment } from '@commentflow/shared/schemas/comment';
import type { WidgetApi } from '../lib/widget-api.ts';
import { describeFailure } from './describe-failure.ts';
import type { ListState } from './panel.ts';

type Shown = ListState['elsewhere'];

/** The project's threads on its other pages, for the list while its filter asks for all pages. */
export class OtherPages {
  #state: Shown = null;
  readonly #api: WidgetApi;
  readonly #onChange: () => void;

  /** onChange: what the list would show changed (loaded, failed, or changed live). */
  constructor(api: WidgetApi, onChange: () => void) {
    this.#api = api;
    this.#onChange = onChange;
  }

  /** Follows the filter: the threads load when it turns to all pages and are dropped when it turns back. */
  want(all: boolean): void {
    if (!all) this.#state = null;
    else if (!this.#state) {
      this.#state = { comments: null, error: null };
      this.#load();
    }
  }

  /** Loads them again (reconnected, another route), while they are shown. */
  reload(): void {
    if (this.#state) this.#load();
  }

  /** A live change to a thread of another page: stored or changed (comment), or deleted (null). */
  update(commentId: string, comment: Comment | null): void {
    const list = this.#state?.comments;
    if (!this.#state || !list) return;
    const others = list.filter((item) => item.id !== commentId);
    this.#state = { ...this.#state, comments: comment ? [comment, ...others] : others };
    this.#onChange();
  }

  /** What the list shows: the threads of pages other than `page` that pass the filters; null when not asked for. */
  shown(page: string, passes: (comment: Comment) => boolean): Shown {
    return (
      this.#state && {
        error: this.#state.error,
        comments: this.#state.comments?.filter((comment) => comment.pageUrl !== page && passes(comment)) ?? null,
      }
    );
  }

  #load(): void {
    this.#api.listComments().then(
      (comments) => {
        if (!this.#state) return;
        this.#state = { comments, error: null };
        this.#onChange();
      },
      (error: unknown) => {
        if (!this.#state) return;
        this.#state = { comments: this.#state.comments, error: describeFailure(error).message };
        this.#onChange();
      },
    );
  }
}
