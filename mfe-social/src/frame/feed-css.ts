import { directionOf, fontStackFor, frameColors, type Lang } from '@jad/shared-ui/frame';

// The feed's sizes, measured on the page (MUI theme: body2 14/1.43, caption 12/1.66, h5 24/1.334, button 13/1.75,
// card radius 3 × 12 px), so the frame's first photo lands on the page's to the pixel. Breakpoints: MUI sm 600 px,
// and the page's own 1000 px for its sidebar. Logical properties mirror it in Arabic as the app's rtl styles do.
// Copied as rendered, not as written: the card has no side borders at any width, and the author's byline and the
// "·" are in the primary text colour.

/** Colours MUI derives that the frame's palette leaves out: the standard info Alert's and action.active. */
const DERIVED = {
  light: { alert: '#173647', alertBg: '#EBF3F7', action: 'rgba(0, 0, 0, 0.54)' },
  dark: { alert: '#D5F0FD', alertBg: '#0F1519', action: '#FFFFFF' },
} as const;

export function feedCss(dark: boolean, lang: Lang): string {
  const c = { ...frameColors(dark), ...DERIVED[dark ? 'dark' : 'light'] };
  const rules = `
.jf-page,.jf-page *{box-sizing:border-box}
.jf-page{font-family:${fontStackFor(directionOf(lang))};font-size:16px;line-height:1.5;color:${c.text};-webkit-font-smoothing:antialiased}
.jf-feed-row{display:flex;justify-content:center;gap:48px}
.jf-feed-column{display:grid;grid-template-columns:minmax(0,1fr);align-content:start;gap:8px;width:100%;max-width:600px;min-width:0}
.jf-feed-aside{display:none;width:320px;flex-shrink:0}
.jf-feed-title{margin:0;padding:16px 16px 0;font-size:24px;font-weight:800;line-height:1.334}
.jf-feed-icon{display:inline-block;flex-shrink:0;width:1em;height:1em;fill:currentColor}
.jf-feed-alert{display:flex;margin:0 16px;padding:6px 16px;border-radius:12px;background:${c.alertBg};color:${c.alert};font-size:14px;line-height:1.43}
.jf-feed-alert-icon{display:flex;margin-inline-end:12px;padding:7px 0;color:${c.info};font-size:22px;opacity:.9}
.jf-feed-alert-text{min-width:0;padding:8px 0;overflow:auto}
.jf-feed-alert-action{display:flex;align-items:flex-start;margin-inline:auto -8px;padding:4px 0 0;padding-inline-start:16px}
.jf-feed-signin{display:inline-flex;align-items:center;justify-content:center;min-width:64px;padding:4px 5px;font-size:13px;font-weight:600;line-height:1.75}
.jf-feed-post{overflow:hidden;border-block:1px solid ${c.divider};background:${c.paper}}
.jf-feed-head{display:flex;align-items:center;gap:10px;padding:10px 16px}
.jf-feed-avatar{display:flex;align-items:center;justify-content:center;flex-shrink:0;width:40px;height:40px;overflow:hidden;border-radius:50%;color:#fff;font-size:16.8px;font-weight:700;line-height:1}
.jf-feed-avatar-img{width:100%;height:100%;object-fit:cover;color:transparent;text-indent:10000px}
.jf-feed-who{flex:1;min-width:0}
.jf-feed-line{display:flex;align-items:center;gap:6px;min-width:0}
.jf-feed-name{overflow:hidden;font-size:15px;font-weight:700;white-space:nowrap;text-overflow:ellipsis}
.jf-feed-verified{margin-inline-start:4px;color:${c.info};font-size:16px}
.jf-feed-follow{display:inline-flex;align-items:center;justify-content:center;padding:2px;color:${c.primary};font-size:13px;font-weight:700;line-height:1.75}
.jf-feed-meta{overflow:hidden;font-size:12px;line-height:1.66;white-space:nowrap;text-overflow:ellipsis}
.jf-feed-btn{display:inline-flex;align-items:center;justify-content:center;flex-shrink:0;padding:8px;font-size:24px}
.jf-feed-menu{margin-inline-end:-12px;color:${c.action}}
.jf-feed-media{position:relative;overflow:hidden;background:#000}
.jf-feed-photo{display:block;width:100%;height:100%;object-fit:cover}
.jf-feed-count{position:absolute;top:12px;inset-inline-end:12px;padding:2px 8px;border-radius:48px;background:rgba(0,0,0,.6);color:#fff;font-size:12px;font-weight:600}
.jf-feed-next{position:absolute;top:50%;inset-inline-end:8px;display:none;align-items:center;justify-content:center;width:32px;height:32px;margin-top:-16px;padding:8px;border-radius:50%;background:rgba(255,255,255,.85);color:#111;font-size:24px}
.jf-feed-chevron:dir(rtl){transform:scaleX(-1)}
.jf-feed-dots{position:absolute;bottom:10px;inset-inline:0;display:flex;justify-content:center;gap:6px}
.jf-feed-dot{width:6px;height:6px;border-radius:50%;background:rgba(255,255,255,.5)}
.jf-feed-dot-on{background:#fff}
.jf-feed-actions{display:flex;align-items:center;padding:4px 8px 0}
.jf-feed-btn .jf-feed-share{font-size:22px}
.jf-feed-comment{transform:scaleX(-1)}
.jf-feed-share{transform:rotate(-20deg)}
.jf-feed-likes{margin:0;padding:0 16px;font-size:14px;font-weight:700;line-height:1.43}
.jf-feed-caption-box{padding-top:4px}
.jf-feed-caption{padding:0 16px;font-size:14px;line-height:1.43;white-space:pre-line;overflow-wrap:anywhere}
.jf-feed-user{margin-inline-end:6px;font-weight:700}
.jf-feed-more{margin-inline-start:4px;color:${c.secondary}}
.jf-feed-links{display:flex;flex-wrap:wrap;gap:16px;padding:4px 16px 0;color:${c.secondary};font-size:14px;line-height:1.43}
.jf-feed-end{height:12px}
@media (min-width:600px){
.jf-feed-row{padding:24px 16px}
.jf-feed-column{gap:24px}
.jf-feed-title{padding:0}
.jf-feed-alert{margin:0}
.jf-feed-post{border-radius:36px}
.jf-feed-next{display:inline-flex}
}
@media (min-width:1000px){
.jf-feed-aside{display:block}
}`;
  // Every rule (one a line) scoped under .jf-page: nothing here can reach the app's own markup.
  return rules.replace(/^\.jf-feed-/gm, '.jf-page .jf-feed-');
}
