import { ACCENT } from './accent.ts';

/** The round launcher, drawn identically by the loader and the app so the hand-over does not flicker. */
export const LAUNCHER_CSS = `
.cf-launcher{position:fixed;right:20px;bottom:20px;display:flex;gap:8px;align-items:center;font:500 14px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.cf-fab{box-sizing:border-box;width:48px;height:48px;border-radius:50%;border:0;margin:0;padding:12px;background:var(--cf-accent,${ACCENT});color:#fff;cursor:pointer;box-shadow:0 6px 20px rgba(17,24,39,.25),0 1px 3px rgba(17,24,39,.2);display:grid;place-items:center;transition:transform .15s ease,background .15s ease}
.cf-fab:hover{transform:translateY(-1px)}
.cf-fab[aria-pressed="true"]{background:#111827}
.cf-fab svg{width:22px;height:22px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.cf-fab:focus-visible{outline:3px solid #fff;box-shadow:0 0 0 5px var(--cf-accent,${ACCENT})}
.cf-launcher[hidden]{display:none}
.cf-launcher[data-position$=left]{right:auto;left:20px;flex-direction:row-reverse}
.cf-launcher[data-position^=top]{bottom:auto;top:20px}
.cf-fab[data-label]{width:auto;border-radius:24px;padding:0 18px 0 14px;gap:8px;display:flex}
.cf-fab[data-label]::after{content:attr(data-label);font:600 14px/1 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;white-space:nowrap}
`;
