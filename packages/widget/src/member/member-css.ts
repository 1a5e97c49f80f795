// Styles of teammates' cursors, the typing indicator and the triage buttons, added to the widget's
// shadow root when widget-member.js runs.
export const MEMBER_CSS = `
.cf-cursors{position:absolute;left:0;top:0;width:0;height:0;pointer-events:none}
.cf-cursor{position:absolute;left:0;top:0;display:flex;align-items:flex-start;gap:2px;transition:transform .08s linear,opacity .4s ease}
.cf-cursor.cf-idle{opacity:0}
.cf-cursor-arrow{width:16px;height:16px;fill:var(--cf-accent);stroke:#fff;stroke-width:1.2}
.cf-cursor-name{margin-top:12px;padding:1px 8px;border-radius:999px;background:var(--cf-accent);color:#fff;font-size:12px;font-weight:600;white-space:nowrap}
.cf-typing{position:fixed;left:50%;bottom:20px;transform:translateX(-50%);padding:6px 14px;border-radius:999px;background:var(--cf-tip);color:var(--cf-tip-text);font-size:13px;box-shadow:0 6px 20px rgba(17,24,39,.25);pointer-events:none}
.cf-typing p{margin:0}
.cf-status-actions{margin-top:8px}
`;
