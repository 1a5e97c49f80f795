import { useEffect, useState } from 'react';
import { embedWidget } from './embedded-widget.ts';

export type WidgetStatus = 'idle' | 'starting' | 'running' | 'failed';

/** Runs the real widget with `key` while the calling page is shown; `generation` restarts it. */
export function useEmbeddedWidget(key: string | null | undefined, generation = 0): WidgetStatus {
  const [status, setStatus] = useState<WidgetStatus>('idle');
  useEffect(() => {
    if (!key) return;
    setStatus('starting');
    return embedWidget(key, (ok) => setStatus(ok ? 'running' : 'failed'));
  }, [key, generation]);
  return key ? status : 'idle';
}
