// The editor's styles, added to our shadow root when the editor first opens (they ship in widget-capture.js).
export const ANNOTATOR_CSS = `
.cf-annotate{padding:0;border:0;background:transparent;max-width:100vw;max-height:100vh;width:100vw;height:100vh;margin:0;overflow:hidden}
.cf-annotate::backdrop{background:rgba(17,24,39,.72)}
.cf-annotate-frame{height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:12px;padding:16px}
.cf-annotate-bar{display:flex;flex-wrap:wrap;align-items:center;gap:6px;padding:6px;border-radius:12px;background:var(--cf-bg);box-shadow:0 8px 24px rgba(17,24,39,.3)}
.cf-annotate-bar h2{margin:0 8px;font-size:14px;font-weight:600}
.cf-tool{width:36px;height:36px;border:1px solid transparent;border-radius:8px;background:none;display:grid;place-items:center;color:var(--cf-text)}
.cf-tool:hover{background:var(--cf-hover)}
.cf-tool[aria-pressed=true]{background:var(--cf-soft);border-color:var(--cf-accent);color:var(--cf-accent-text)}
.cf-tool:disabled{opacity:.4;cursor:default}
.cf-annotate-sep{width:1px;align-self:stretch;background:var(--cf-border);margin:0 4px}
.cf-annotate canvas{display:block;max-width:100%;max-height:calc(100vh - 140px);width:auto;height:auto;border-radius:8px;box-shadow:0 12px 40px rgba(0,0,0,.45);cursor:crosshair;touch-action:none;background:#fff}
.cf-annotate-actions{display:flex;gap:8px}
`;
