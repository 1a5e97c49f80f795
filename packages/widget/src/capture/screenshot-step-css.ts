// The composer's screenshot control, in the widget's one stylesheet (a strict CSP allows no other).
export const SCREENSHOT_STEP_CSS = `
.cf-shot{display:flex;align-items:center;gap:8px;flex-wrap:wrap}
.cf-shot-add{display:inline-flex;align-items:center;gap:6px;height:30px;padding:0 10px;border:1px dashed var(--cf-muted);border-radius:8px;background:var(--cf-bg);color:var(--cf-text);font-size:13px}
.cf-shot-add:hover{border-color:var(--cf-accent);color:var(--cf-accent-text)}
.cf-shot-add svg{width:16px;height:16px}
.cf-shot-preview{position:relative;display:inline-flex}
.cf-shot-preview img{display:block;width:96px;height:60px;object-fit:cover;border:1px solid var(--cf-border);border-radius:6px}
.cf-shot-preview .cf-icon{position:absolute;top:-10px;right:-10px;width:24px;height:24px;border-radius:50%;background:var(--cf-tip);color:var(--cf-tip-text)}
.cf-shot-preview .cf-icon svg{width:14px;height:14px}
.cf-shot-status{margin:0;font-size:12px;color:var(--cf-muted)}
.cf-shot-status:empty{display:none}
`;
