import { trackEvent } from '../../lib/analytics.ts';

/** The widget's public JavaScript API (documented in docs/content/widget-customization.md). */
export interface CommentFlowApi {
  open(): void;
  close(): void;
  toggleCommentMode(): void;
  destroy(): void;
  on(event: 'comment-created', listener: () => void): void;
}

/** What widget.js puts on window: its API once started, and a flag while a copy is running. */
type WidgetWindow = Window & { CommentFlow?: CommentFlowApi; __commentflowRunning?: boolean };

const POLL_MS = 100;
const START_TIMEOUT_MS = 10_000;

export function widgetApi(): CommentFlowApi | undefined {
  return (window as WidgetWindow).CommentFlow;
}

/** The widget's API as soon as the script has started it; null when it fails to load or start. */
function started(script: HTMLScriptElement): Promise<CommentFlowApi | null> {
  return new Promise((resolve) => {
    const began = Date.now();
    const timer = setInterval(() => {
      const api = widgetApi();
      if (api || Date.now() - began > START_TIMEOUT_MS) finish(api ?? null);
    }, POLL_MS);
    const finish = (api: CommentFlowApi | null) => {
      clearInterval(timer);
      resolve(api);
    };
    script.addEventListener('error', () => finish(null), { once: true });
  });
}

// One widget per page: each embed starts only after the previous one is fully gone.
let previous: Promise<void> = Promise.resolve();

/**
 * Puts the real widget on this page the way a customer's site includes it: a script tag with the
 * project's key. `onStarted` hears whether it came up. The returned function removes it again. The
 * widget reads the page address when it starts, so each demo page starts its own copy.
 */
export function embedWidget(key: string, onStarted: (ok: boolean) => void): () => void {
  let cancelled = false;
  let script: HTMLScriptElement | null = null;
  const running = previous.then(async () => {
    if (cancelled) return;
    script = document.createElement('script');
    script.src = '/widget.js';
    script.async = true;
    script.dataset.project = key;
    document.body.append(script);
    const api = await started(script);
    if (cancelled) return;
    onStarted(api !== null);
    if (!api) return;
    // docs/product/api.md's engagement and comment events: what visitors do with the widget on our own pages.
    trackEvent({ category: 'engagement', action: 'widget_load', label: window.location.pathname });
    api.on('comment-created', () => trackEvent({ category: 'comment', action: 'comment_created', label: 'widget' }));
  });

  return () => {
    cancelled = true;
    previous = running
      .then(() => {
        script?.remove();
        for (const app of document.querySelectorAll('script[src$="/widget/widget-app.js"]')) app.remove();
        const current = widgetApi();
        if (current) current.destroy();
        // A copy that never started (refused key or origin) still holds the running flag; clear it
        // so the next key can start.
        else delete (window as WidgetWindow).__commentflowRunning;
      })
      // Whatever went wrong with this copy, the next page still gets its widget.
      .catch(() => undefined);
  };
}
