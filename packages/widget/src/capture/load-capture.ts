import { CAPTURE_GLOBAL, type CaptureApi, type CaptureWindow } from './capture-api.ts';

let loading: Promise<CaptureApi> | null = null;

/** Loads widget-capture.js from our server once, on the first screenshot, and answers its API. */
export function loadCapture(origin: string): Promise<CaptureApi> {
  const win = window as CaptureWindow;
  const ready = win[CAPTURE_GLOBAL];
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<CaptureApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${origin}/widget/widget-capture.js`;
    script.async = true;
    // A page with a strict CSP gave our scripts a nonce: the capture bundle needs the same one.
    const ours = [...document.scripts].find((candidate) => candidate.src.startsWith(`${origin}/widget`) && candidate.nonce);
    if (ours) script.nonce = ours.nonce;
    script.onload = () => {
      const api = win[CAPTURE_GLOBAL];
      if (api) resolve(api);
      else reject(new Error('widget-capture.js did not start'));
    };
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
