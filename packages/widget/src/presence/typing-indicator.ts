import { h } from '../app/dom.ts';
import type { MemberStrings } from '../member/member-strings.ts';

const STALE_MS = 8_000; // a lost isTyping:false must not leave someone "typing" forever

/** "Ada is replying": who of the team is writing right now, in a live region above the launcher. */
export class TypingIndicator {
  readonly element = h('div', { class: 'cf-typing', role: 'status', 'aria-live': 'polite', hidden: true });
  readonly #typing = new Map<string, { name: string; reply: boolean; stale: ReturnType<typeof setTimeout> }>();

  #strings: MemberStrings;

  constructor(strings: MemberStrings) {
    this.#strings = strings;
  }

  set(userId: string, name: string, isTyping: boolean, reply: boolean): void {
    const entry = this.#typing.get(userId);
    if (entry) clearTimeout(entry.stale);
    if (isTyping) this.#typing.set(userId, { name, reply, stale: setTimeout(() => this.set(userId, name, false, reply), STALE_MS) });
    else this.#typing.delete(userId);
    this.#render();
  }

  setStrings(strings: MemberStrings): void {
    this.#strings = strings;
    this.#render();
  }

  clear(): void {
    for (const { stale } of this.#typing.values()) clearTimeout(stale);
    this.#typing.clear();
    this.#render();
  }

  #render(): void {
    const lines = [...this.#typing.values()].map(({ name, reply }) =>
      h('p', {}, h('strong', {}, name), ` ${reply ? this.#strings.typingReply : this.#strings.typingNew}…`),
    );
    this.element.replaceChildren(...lines);
    this.element.hidden = lines.length === 0;
  }
}
