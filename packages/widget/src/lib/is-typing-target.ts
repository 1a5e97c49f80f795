// Shortcuts must never fire while someone types, in the host page or in our own shadow root.
const TEXT_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

export function isTypingTarget(event: Event): boolean {
  // composedPath()[0] sees through open shadow roots, where event.target is retargeted to the host.
  const origin = event.composedPath()[0] ?? event.target;
  if (!(origin instanceof HTMLElement)) return false;
  return TEXT_TAGS.has(origin.tagName) || origin.isContentEditable;
}
