import { useCallback, useRef, useState } from 'react';
import { BULK_COMMENTS_MAX } from '@commentflow/shared';

/**
 * Checked threads of the list: click toggles one, shift-click checks the range from the last one
 * clicked, "all" checks every loaded thread. Capped at what one bulk request accepts.
 */
export function useSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const anchor = useRef<number | null>(null);

  const toggle = useCallback((ids: readonly string[], index: number, range: boolean) => {
    const id = ids[index];
    if (id === undefined) return;
    setSelected((current) => {
      const next = new Set(current);
      if (range && anchor.current !== null) {
        const [from, to] = anchor.current < index ? [anchor.current, index] : [index, anchor.current];
        for (const each of ids.slice(from, to + 1)) if (next.size < BULK_COMMENTS_MAX) next.add(each);
      } else if (next.has(id)) {
        next.delete(id);
      } else if (next.size < BULK_COMMENTS_MAX) {
        next.add(id);
      }
      return next;
    });
    anchor.current = index;
  }, []);

  const setAll = useCallback((ids: readonly string[], on: boolean) => {
    setSelected(on ? new Set(ids.slice(0, BULK_COMMENTS_MAX)) : new Set());
    anchor.current = null;
  }, []);

  const clear = useCallback(() => setAll([], false), [setAll]);

  return { selected, toggle, setAll, clear };
}

export type Selection = ReturnType<typeof useSelection>;
