import { h } from '../app/dom.ts';
import type { Strings } from '../i18n/strings.ts';

/** F1: the shortcuts of docs/product/limits.md, with the modifier key this computer has, named as its keyboard labels it. */
export function helpView(t: Strings): Node[] {
  const command = /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘' : t.keyCtrl;
  const rows: [string[], string][] = [
    [['C'], t.shortcutC],
    [[t.keyShift, 'C'], t.shortcutShiftC],
    [[command, 'K'], t.shortcutK],
    [[command, 'F'], t.shortcutF],
    [[command, ','], t.shortcutComma],
    [['F1'], t.shortcutF1],
    [[t.keyEsc], t.shortcutEsc],
  ];
  return [
    h(
      'dl',
      { class: 'cf-shortcuts' },
      ...rows.flatMap(([keys, text]) => [h('dt', {}, ...keys.map((key) => h('kbd', {}, key))), h('dd', {}, text)]),
    ),
  ];
}
