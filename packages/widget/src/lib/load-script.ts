const loading = new Map<string, Promise<unknown>>();

/**
 * Loads one of our lazy bundles (widget-capture.js, widget-locale-fr.js, ...) from our server once,
 * and answers what it put on the page once it ran (`ready`). A failed load may be tried again.
 */
export function loadScript<T>(origin: string, file: string, ready: () => T | undefined): Promise<T> {
  const done = ready();
  if (done) return Promise.resolve(done);
  let pending = loading.get(file) as Promise<T> | undefined;
  if (pending) return pending;
  pending = new Promise<T>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${origin}/widget/${file}`;
    script.async = true;
    // A page with a strict CSP gave our scripts a nonce: the lazy bundles need the same one.
    const ours = [...document.scripts].find((candidate) => candidate.src.startsWith(`${origin}/widget`) && candidate.nonce);
    if (ours) script.nonce = ours.nonce;
    script.onload = () => {
      const api = ready();
      if (api) resolve(api);
      else reject(new Error(`${file} did not start`));
    };
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading.delete(file);
    throw error;
  });
  loading.set(file, pending);
  return pending;
}
