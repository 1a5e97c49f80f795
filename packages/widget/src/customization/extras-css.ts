// Styles of the account button, search field, settings and help dialog; part of the widget's
// shadow-root stylesheet.
export const EXTRAS_CSS = `
.cf-account .cf-initials{font-size:12px;font-weight:700;color:var(--cf-accent-text)}
.cf-search{display:block;width:100%;height:36px;margin:0 0 10px;padding:0 10px;border:1px solid var(--cf-field);border-radius:8px;background:var(--cf-bg);-webkit-appearance:none;appearance:none}
.cf-dialog-backdrop{position:fixed;inset:0;z-index:1;display:grid;place-items:center;padding:16px;background:rgba(17,24,39,.35)}
.cf-dialog{width:min(380px,100%);max-height:calc(100vh - 32px);overflow:auto}
.cf-dialog-body{display:grid;gap:14px;padding:14px 16px 18px}
.cf-setting{display:grid;gap:8px;margin:0}
.cf-setting h3{margin:0}
.cf-setting .cf-primary,.cf-setting .cf-secondary{justify-self:start}
.cf-field span{font-size:13px;font-weight:600;color:var(--cf-muted)}
.cf-field select{height:36px;padding:0 8px;border:1px solid var(--cf-field);border-radius:8px;background:var(--cf-bg);font:inherit;color:inherit}
.cf-shortcuts{display:grid;grid-template-columns:auto 1fr;gap:10px 14px;align-items:center;margin:0}
.cf-shortcuts dt{display:flex;gap:4px;white-space:nowrap}
.cf-shortcuts dd{margin:0}
kbd{display:inline-block;min-width:24px;padding:2px 6px;border:1px solid var(--cf-border);border-bottom-width:2px;border-radius:6px;background:var(--cf-hover);font:600 12px/18px ui-monospace,SFMono-Regular,Menlo,monospace;text-align:center}
`;
