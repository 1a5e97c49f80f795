// The widget's light and dark palettes as custom properties on .cf-ui (the annotation editor is a .cf-ui
// too); every rule draws with the variables, so dark costs one block. The host element's data-theme
// (light, dark, auto) picks one; auto follows the visitor's prefers-color-scheme as it changes.
const LIGHT =
  '--cf-bg:#fff;--cf-hover:#f3f4f6;--cf-text:#111827;--cf-muted:#6b7280;--cf-border:#e5e7eb;--cf-field:#d1d5db;--cf-danger:#b91c1c;' +
  '--cf-soft:#eef2ff;--cf-soft-text:#4338ca;--cf-progress:#fef3c7;--cf-progress-text:#92400e;--cf-done:#dcfce7;--cf-done-text:#166534;' +
  '--cf-tip:#111827;--cf-tip-text:#fff;--cf-accent-text:var(--cf-accent-dark);color-scheme:light';
const DARK =
  '--cf-bg:#1f2937;--cf-hover:#374151;--cf-text:#f3f4f6;--cf-muted:#a1a1aa;--cf-border:#374151;--cf-field:#4b5563;--cf-danger:#fca5a5;' +
  '--cf-soft:#312e81;--cf-soft-text:#e0e7ff;--cf-progress:#78350f;--cf-progress-text:#fef3c7;--cf-done:#14532d;--cf-done-text:#dcfce7;' +
  '--cf-tip:#f3f4f6;--cf-tip-text:#111827;--cf-accent-text:color-mix(in srgb,var(--cf-accent) 55%,#fff);color-scheme:dark';

export const THEME_CSS = `.cf-ui{${LIGHT}}
:host([data-theme=dark]) .cf-ui{${DARK}}
@media (prefers-color-scheme:dark){:host(:not([data-theme=light])) .cf-ui{${DARK}}}
`;
