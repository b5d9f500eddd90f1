// Build time only (Node, shared-ui/mf/frame-plugin.js): a remote's first frame is painted from its page's own
// components. The remote's src/frame-template.tsx names its page's parts (its default export: the page, a card...)
// with sample data whose strings are slot markers (frameSlot); this renders them with react-dom/server and
// MUI in each variant a visitor can land in (language, theme, phone or wide screen) and collects the CSS emotion
// made for them. frame.js (index.ts: loadFrameTemplate, fillSlots) then fills copies of those parts with the api's
// answer. A layout change in the page reaches its frame with the next build.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import rtlPlugin from 'stylis-plugin-rtl';
import type { StylisPlugin } from '@emotion/cache';
import { i18n } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { appStore } from '../store/app-store';
import { getAppTheme } from '../theme/create-app-theme';
import { FRAME_WIDE_PX, frameSlot, type FramePages, type FrameTemplate, type FrameVariant } from './variants';

export { FRAME_WIDE_PX, frameSlot, type FramePages } from './variants';

/**
 * useMediaQuery answers as a screen just below (phone) or at (wide) the frame's one breakpoint would: the page's
 * min-width/max-width queries in px.
 */
function mediaMatcher(wide: boolean) {
  const width = wide ? FRAME_WIDE_PX : FRAME_WIDE_PX - 1;
  return (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return { matches: (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) };
  };
}

// The frame's markup lives beside the page's in the document: no test ids (tests find the page's), no comments, no
// preloads React adds for eager pictures (the frame asks for its pictures itself). A marker a link encoded
// (encodeURIComponent) is a marker again: the frame's links lead where the page's do.
const tidy = (html: string) =>
  html
    .replace(/%E2%9F%A6(\w+)%E2%9F%A7/g, (_, name: string) => frameSlot(name))
    .replace(/<!--[^]*?-->/g, '')
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/ data-testid="/g, ' data-jf="');

// A frame is looked at, not used: rules for states it never is in (hover, focus, disabled...) are left out.
// (A stepper's current step is rendered `Mui-active`, a list's current tab `Mui-selected`: states the frame is in,
// whose rules stay.)
const STATES =
  /:(hover|active|focus|focus-visible|focus-within|disabled|checked)\b|\.Mui-(focusVisible|focused|disabled|error|checked|expanded|readOnly)\b/;

/**
 * Emotion's CSS for the markup: the rules of which a selector can match it (each class it names is in the markup, no
 * state). Emotion writes flat rules (`a{…}`) and at-rules around them (`@media …{a{…}}`).
 */
function usedRules(css: string, classes: Set<string>): string {
  const used = (selector: string) =>
    !STATES.test(selector) && [...selector.matchAll(/\.([\w-]+)/g)].every((m) => classes.has(m[1] ?? ''));
  let out = '';
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    const head = css.slice(at, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; close < css.length && depth > 0; close++) depth += css[close] === '{' ? 1 : css[close] === '}' ? -1 : 0;
    const body = css.slice(open + 1, close - 1);
    if (head.startsWith('@media') || head.startsWith('@supports')) {
      const inner = usedRules(body, classes);
      if (inner) out += `${head}{${inner}}`;
    } else if (head.startsWith('@')) {
      out += `${head}{${body}}`;
    } else {
      const selectors = head.split(',').filter(used);
      if (selectors.length > 0) out += `${selectors.join(',')}{${body}}`;
    }
    at = close;
  }
  return out;
}

/** Renders a variant's parts; the CSS is what emotion made for them (class names jf-…, apart from the page's). */
export async function renderFrameVariant(
  variant: FrameVariant,
  parts: () => Record<string, ReactNode>,
): Promise<FrameTemplate> {
  const direction = directionOf(variant.lang);
  const cache = createCache({
    key: 'jf',
    stylisPlugins: direction === 'rtl' ? [rtlPlugin as unknown as StylisPlugin] : [],
  });
  // Styles collected in cache.inserted rather than written inline beside each element (@emotion/server's way).
  cache.compat = true;
  // react-dom/server reads a zustand store's initial state (its server snapshot), not its current one.
  Object.assign(appStore.getInitialState(), { lang: variant.lang, theme: variant.dark ? 'dark' : 'light' });
  await i18n.changeLanguage(variant.lang);
  const base = getAppTheme(variant.dark ? 'dark' : 'light', direction);
  const theme = (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: mediaMatcher(variant.wide) } },
    },
  });
  const html: Record<string, string> = {};
  for (const [name, node] of Object.entries(parts())) {
    html[name] = tidy(
      renderToString(
        <CacheProvider value={cache}>
          <ThemeProvider theme={base}>
            <ThemeProvider theme={theme}>
              <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
            </ThemeProvider>
          </ThemeProvider>
        </CacheProvider>,
      ),
    );
  }
  const classes = new Set(
    Object.values(html).flatMap((part) =>
      [...part.matchAll(/class="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(' ')),
    ),
  );
  const css = Object.values(cache.inserted)
    .filter((rule): rule is string => typeof rule === 'string')
    .join('');
  return { css: usedRules(css, classes), html };
}

/**
 * The script frame-plugin.js bundles around a remote's parts: prints, as JSON, each page's template ({ page: template })
 * in the variant its process is for (FRAME_VARIANT), with the parts `pages` names for it. One process per variant: a
 * page's lazy parts then render as on its first render (their Suspense fallback) in every variant, not loaded in those
 * rendered after the first.
 */
export async function renderFrameTemplates(parts: () => Record<string, ReactNode>, pages: FramePages): Promise<void> {
  const variant = JSON.parse(process.env.FRAME_VARIANT ?? '') as FrameVariant;
  const templates: Record<string, FrameTemplate> = {};
  for (const [page, names] of Object.entries(pages)) {
    const all = parts();
    const missing = names.filter((name) => !(name in all));
    if (missing.length > 0) throw new Error(`frame page ${page}: no part ${missing.join(', ')}`);
    templates[page] = await renderFrameVariant(variant, () =>
      Object.fromEntries(names.map((name) => [name, all[name]])),
    );
  }
  process.stdout.write(JSON.stringify(templates));
}
