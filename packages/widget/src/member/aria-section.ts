import { h } from '../app/dom.ts';
import type { MemberStrings } from './member-strings.ts';
import type { AriaRunner } from './aria-runner.ts';

/** Settings' ARIA section: "Run ARIA" and the full scan's own words on its progress. */
export function ariaSection(t: MemberStrings, runner: AriaRunner, onRun: () => void): HTMLElement {
  const run = h('button', { type: 'button', class: 'cf-primary' }, t.ariaRun);
  run.addEventListener('click', onRun);
  run.disabled = runner.running;
  // ARIA is a name: its heading is the same in every language.
  return h('section', { class: 'cf-setting' }, h('h3', {}, 'ARIA'), run, h('p', { role: 'status' }, runner.status));
}
