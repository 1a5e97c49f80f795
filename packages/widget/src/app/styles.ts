import { SCREENSHOT_STEP_CSS } from '../capture/screenshot-step-css.ts';
import { EXTRAS_CSS } from '../customization/extras-css.ts';
import { ACCENT } from '../lib/accent.ts';
import { THEME_CSS } from './theme-css.ts';

// Everything lives in the shadow root: no rule here can match the host page. Sizes are in px so the
// page's root font size cannot scale the widget. The launcher's rules (lib/launcher-style.ts) come
// from the loader, which holds them already, so the app does not carry a second copy.
export const widgetCss = (launcherCss: string): string => `
*,*::before,*::after{box-sizing:border-box}
[hidden]{display:none!important}
.cf-ui{--cf-accent:${ACCENT};--cf-accent-dark:#4f46e5;color:var(--cf-text);font:400 14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased;text-align:left;letter-spacing:normal}
button,input,textarea{font:inherit;color:inherit;margin:0}
button{cursor:pointer}
:focus-visible{outline:2px solid var(--cf-accent);outline-offset:2px}
svg{width:18px;height:18px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
${THEME_CSS}${launcherCss}
.cf-list-button{position:relative;width:40px;height:40px;border-radius:50%;border:1px solid var(--cf-border);background:var(--cf-bg);color:var(--cf-text);display:grid;place-items:center;box-shadow:0 4px 14px rgba(17,24,39,.15)}
.cf-list-button:hover{background:var(--cf-hover)}
.cf-badge{position:absolute;top:-4px;right:-4px;min-width:18px;height:18px;padding:0 5px;border-radius:9px;background:var(--cf-accent);color:#fff;font-size:11px;font-weight:600;line-height:18px;text-align:center}
.cf-badge-warn{background:#d97706}
.cf-pins{position:absolute;left:0;top:0;width:0;height:0}
.cf-pin{position:absolute;left:0;top:0;width:28px;height:28px;margin:-14px 0 0 -14px;padding:0;border-radius:50%;border:2px solid #fff;background:var(--cf-accent);color:#fff;font:600 12px/24px system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center;box-shadow:0 2px 8px rgba(17,24,39,.35);transition:box-shadow .15s ease,background .15s ease}
.cf-pin:hover,.cf-pin.cf-active{background:var(--cf-accent-dark);box-shadow:0 0 0 4px rgba(99,102,241,.3),0 2px 8px rgba(17,24,39,.35)}
.cf-pin.cf-resolved{background:#9ca3af}
.cf-picking .cf-pin,.cf-pin.cf-draft{pointer-events:none}
.cf-pin.cf-draft{background:#fff;border:3px solid var(--cf-accent)}
.cf-outline{position:fixed;left:0;top:0;pointer-events:none;border:2px solid var(--cf-accent);background:rgba(99,102,241,.08);border-radius:3px;transition:transform .05s linear,width .05s linear,height .05s linear}
.cf-hint{position:fixed;top:16px;left:50%;transform:translateX(-50%);padding:8px 14px;border-radius:999px;background:var(--cf-tip);color:var(--cf-tip-text);font-size:13px;box-shadow:0 6px 20px rgba(17,24,39,.25);pointer-events:none}
.cf-card{background:var(--cf-bg);border:1px solid var(--cf-border);border-radius:12px;box-shadow:0 12px 32px rgba(17,24,39,.18),0 2px 6px rgba(17,24,39,.08)}
.cf-composer{position:absolute;z-index:1;left:0;top:0;padding:12px;display:grid;gap:8px}
textarea,input[type=text],input[type=email]{display:block;width:100%;padding:8px 10px;border:1px solid var(--cf-field);border-radius:8px;background:var(--cf-bg);resize:vertical;min-height:36px}
textarea{min-height:72px}
textarea:focus,input:focus{outline:2px solid var(--cf-accent);outline-offset:0;border-color:transparent}
.cf-guest{display:grid;gap:8px}
input.cf-trap{position:absolute;width:1px;height:1px;min-height:0;padding:0;border:0;opacity:0;clip-path:inset(50%);pointer-events:none}
.cf-as{margin:0;color:var(--cf-muted);font-size:13px}
.cf-actions{display:flex;justify-content:flex-end;gap:8px}
.cf-primary,.cf-secondary{height:34px;padding:0 14px;border-radius:8px;font-weight:600;border:1px solid transparent}
.cf-primary{background:var(--cf-accent);color:#fff}
.cf-primary:hover{background:var(--cf-accent-dark)}
.cf-primary:disabled{opacity:.6;cursor:default}
.cf-secondary{background:var(--cf-bg);border-color:var(--cf-field)}
.cf-secondary:hover{background:var(--cf-hover)}
.cf-link{padding:0;border:0;background:none;color:var(--cf-accent-text);font-weight:600;text-decoration:underline}
.cf-error-row{display:flex;gap:8px;align-items:baseline}
.cf-error{margin:0;color:var(--cf-danger);font-size:13px}
.cf-error:empty{display:none}
.cf-counter{margin:4px 0 0;text-align:end}
.cf-counter.cf-over{color:var(--cf-danger);font-weight:600}
.cf-panel{position:fixed;top:0;right:0;bottom:0;width:340px;display:flex;flex-direction:column;background:var(--cf-bg);border-left:1px solid var(--cf-border);box-shadow:-12px 0 32px rgba(17,24,39,.12)}
.cf-panel-header{display:flex;align-items:center;gap:8px;padding:12px 12px 12px 16px;border-bottom:1px solid var(--cf-border)}
.cf-panel-header h2{flex:1;margin:0;font-size:15px;font-weight:600;outline:none}
.cf-icon{width:32px;height:32px;border:0;border-radius:8px;background:none;display:grid;place-items:center;color:var(--cf-muted)}
.cf-icon:hover{background:var(--cf-hover);color:var(--cf-text)}
.cf-panel-content{flex:1;overflow:auto;padding:12px 16px 16px}
.cf-toggle{display:flex;align-items:center;gap:8px;margin-bottom:8px;color:var(--cf-muted);font-size:13px}
.cf-toggle input{accent-color:var(--cf-accent);width:16px;height:16px}
.cf-section h3,.cf-setting h3{margin:16px 0 4px;font-size:13px;font-weight:600;text-transform:uppercase;letter-spacing:.04em;color:var(--cf-muted)}
.cf-list{list-style:none;margin:8px 0 0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:6px}
.cf-row{width:100%;display:flex;align-items:center;gap:8px;padding:8px 10px;border:1px solid var(--cf-border);border-radius:8px;background:var(--cf-bg);text-align:left}
.cf-row:hover{border-color:var(--cf-accent)}
.cf-row-number{font-weight:600;color:var(--cf-accent-text)}
.cf-row-text{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.cf-status{flex:none;padding:1px 8px;border-radius:999px;font-size:12px;font-weight:600;background:var(--cf-soft);color:var(--cf-soft-text)}
.cf-status-in_progress{background:var(--cf-progress);color:var(--cf-progress-text)}
.cf-status-resolved{background:var(--cf-done);color:var(--cf-done-text)}
.cf-comment{padding:12px 0;border-bottom:1px solid var(--cf-border)}
.cf-comment header{display:flex;align-items:center;flex-wrap:wrap;gap:6px;margin-bottom:6px}
.cf-avatar{flex:none;overflow:hidden;width:24px;height:24px;border-radius:50%;background:var(--cf-soft);color:var(--cf-soft-text);font-size:11px;font-weight:700;display:grid;place-items:center}
.cf-author{font-weight:600}
.cf-comment time,.cf-muted{color:var(--cf-muted);font-size:12px}
.cf-comment .cf-status{margin-left:auto}
.cf-body{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.cf-body b,.cf-body a{color:var(--cf-accent-text)}
.cf-replies .cf-comment{padding-left:12px;border-left:2px solid var(--cf-border);border-bottom:0;margin-top:4px}
.cf-reply{display:grid;gap:8px;margin-top:12px}
.cf-empty{color:var(--cf-muted)}
.cf-filters{display:flex;flex-wrap:wrap;align-items:center;gap:8px 12px;margin-bottom:8px}
.cf-choices{display:inline-flex;border:1px solid var(--cf-border);border-radius:8px;overflow:hidden}
.cf-choice{height:30px;padding:0 10px;border:0;background:var(--cf-bg);color:var(--cf-muted);font-size:13px;font-weight:600}
.cf-choice+.cf-choice{border-left:1px solid var(--cf-border)}
.cf-choice[aria-pressed=true]{background:var(--cf-soft);color:var(--cf-soft-text)}
.cf-filters .cf-toggle{margin:0}
a.cf-row{color:inherit;text-decoration:none}
.cf-pending{flex:none;font-size:12px;font-weight:600;color:var(--cf-muted)}
.cf-pending-failed{color:var(--cf-danger)}
.cf-pin.cf-sending{background:#fff;color:var(--cf-accent-dark);border:2px dashed var(--cf-accent)}
.cf-comment-pending .cf-body{color:var(--cf-muted)}
.cf-avatar img{width:100%;height:100%;object-fit:cover}
${EXTRAS_CSS}
${SCREENSHOT_STEP_CSS}
@media (max-width:480px){.cf-panel{width:100%;border-left:0}.cf-launcher{right:12px;bottom:12px}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`;
