/** The snippet's script tag: currentScript while it runs synchronously, else found by its shape. */
export function findOwnScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.dataset.project) return current;
  const candidates = document.querySelectorAll<HTMLScriptElement>('script[src][data-project]');
  for (const script of candidates) {
    if (new URL(script.src, location.href).pathname.endsWith('/widget.js')) return script;
  }
  return null;
}
