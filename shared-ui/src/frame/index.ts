// A remote's first frame: its page painted from the api's answer by a few KB of plain script (the remote's
// src/frame/index.ts, built to frame.js beside remoteEntry.js), before the shell, React and the remote have loaded.
// index.html starts it as soon as the manifest has answered and holds the app's scripts until it is over
// (shell/build-tools/html-plugins.js). The shell shows it until the remote's page has rendered (remotes/first-frame.tsx),
// and the page's first requests take the frame's answers (takeFrameAnswer) instead of asking again. Its markup and CSS
// are the page's own components rendered at build time (template.tsx, one file per language, theme and width beside
// frame.js), filled here with the api's answer (loadFrameTemplate, templatePart, fillSlots): the switch moves nothing,
// the page's first picture is painted where, and as large as, the frame's (the largest paint is then the frame's,
// early), and a layout change is made once, in the page.
// Frame scripts import this file; the remotes only takeFrameAnswer. It must stay free of React, MUI and everything
// shared through federation.
import { API_BASE_PATH } from '../constants';
import { convertMinor } from '../format/convert';
import type { CurrencyCode } from '../format/currencies';
import { formatMoney } from '../format/money';
import { formatValue } from '../i18n/value-formats';
import type { Lang } from '../i18n/languages';
import { readCurrency } from '../preferences/preferences';
import type { SessionPayload } from '../session';
import { palettes } from '../theme/tokens';
import { fillMarks, FRAME_WIDE_PX, frameTemplateFile, type FrameTemplate } from './variants';

export { IMAGE_DEVICE_WIDTHS, IMAGE_QUALITY } from '../constants';
export { directionOf, type Lang } from '../i18n/languages';
export { fontStackFor } from '../theme/tokens';
export { formatDate, formatDateRange } from '../format/dates';
export { formatNumber } from '../format/numbers';
export { listSeparator } from '../format/lists';
export { DEFAULT_ROOMS, formatRooms, guestCounts, parseRooms, type GuestRoom } from '../domain/rooms';
export { timeAgo } from '../domain/time-ago';
export { localized } from '../domain/bilingual';
export { FRAME_WIDE_PX, frameSlot, type FrameTemplate } from './variants';
// What GET /auth/session answers, for a frame of a member's page (types only: nothing of session.ts is bundled).
export type { SessionPayload };

export interface FrameVisit {
  lang: Lang;
  dark: boolean;
  path: string;
  params: URLSearchParams;
}

/** What index.html's first inline script read from the cookies (language, theme) and the address. */
export function frameVisit(): FrameVisit {
  const html = document.documentElement;
  return {
    lang: html.lang === 'ar' ? 'ar' : 'en',
    dark: html.getAttribute('data-jad-theme') === 'dark',
    path: location.pathname.replace(/\/+$/, '') || '/',
    params: new URLSearchParams(location.search),
  };
}

/**
 * Whether a member's page starts as this visit does: the shell applies a member's saved language and theme
 * (shell server-preferences.ts), so a frame painted in the visit's would be switched at once. A frame paints nothing then.
 */
export function memberStartsAsVisit(user: NonNullable<SessionPayload['user']>, visit: FrameVisit): boolean {
  const lang = user.language === 'en' || user.language === 'ar' ? user.language : visit.lang;
  const dark = typeof user.is_dark_mode === 'boolean' ? user.is_dark_mode : visit.dark;
  return lang === visit.lang && dark === visit.dark;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for innerHTML: the api's strings are the users' words. */
export function escapeHtml(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

declare global {
  interface Window {
    /** The frame's api answers, by request, for the page to use once instead of asking again (takeFrameAnswer). */
    __jadFrameAnswers?: Record<string, { at: number; answer: unknown }>;
  }
}

/** An answer the page has not taken by then (the visitor went elsewhere first) is not used later: it may be stale. */
export const FRAME_ANSWER_TTL_MS = 30_000;

const requestKey = (method: string, path: string, body?: unknown) =>
  `${method} ${path} ${body === undefined ? '' : JSON.stringify(body)}`;

function keep<T>(key: string, answer: T): T {
  (window.__jadFrameAnswers ??= {})[key] = { at: Date.now(), answer };
  return answer;
}

/**
 * The answer the first frame got to this very request (same method, path and body), once and while fresh: the
 * page's first request then costs no round trip and shows what the frame showed. Undefined when there is none.
 */
export function takeFrameAnswer<T>(method: 'GET' | 'POST', path: string, body?: unknown): T | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.__jadFrameAnswers;
  const key = requestKey(method, path, body);
  const kept = answers?.[key];
  if (!answers || !kept) return undefined;
  delete answers[key];
  return Date.now() - kept.at <= FRAME_ANSWER_TTL_MS ? (kept.answer as T) : undefined;
}

/** A refused answer's error; its body is let go, so the browser counts the request as over (network idle). */
function failed(res: Response, path: string): Error {
  void res.body?.cancel().catch(() => undefined);
  return new Error(`${path}: HTTP ${res.status}`);
}

/** A GET from the api as the page makes it; rejects on a failure. The answer is kept for the page. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${API_BASE_PATH}${path}`, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!res.ok) throw failed(res, path);
  return keep(requestKey('GET', path), (await res.json()) as T);
}

/**
 * A POST to the api as the page makes it (same origin, the visitor's cookies); rejects on a failure. The answer is
 * kept for the page. `csrfToken`: a member's, from /auth/session (the api refuses a member's POST without it).
 */
export async function postJson<T>(path: string, body: unknown, csrfToken?: string): Promise<T> {
  const res = await fetch(`${API_BASE_PATH}${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw failed(res, path);
  return keep(requestKey('POST', path, body), (await res.json()) as T);
}

/** The visitor's currency and its rate per AED (undefined for AED, or when /currencies failed). */
export interface FrameMoney {
  currency: CurrencyCode;
  perAed: number | undefined;
}

/** The currency the page's prices start in: the visitor's (cookie), its rate from GET /currencies (kept for the page). */
export async function loadFrameMoney(): Promise<FrameMoney> {
  const currency = readCurrency();
  if (currency === 'AED') return { currency, perAed: undefined };
  const perAed = await getJson<{ code: string; perAed: number }[]>('/currencies').then(
    (rows) => rows.find((r) => r.code === currency)?.perAed,
    () => undefined,
  );
  return { currency, perAed };
}

/** A price as the pages show it (domain/money.ts displayMoney): in the visitor's currency, in AED while its rate is unknown. */
export function frameMoneyText(aedMinor: number, money: FrameMoney, lang: Lang): string {
  if (money.currency === 'AED' || !money.perAed) return formatMoney(aedMinor, 'AED', lang);
  return formatMoney(convertMinor(aedMinor, money.perAed, money.currency), money.currency, lang);
}

/**
 * i18next's `{{name}}` and `{{name, format}}` interpolation (number, bidi, handle: i18n/value-formats.ts), for the
 * few strings a frame paints from its remote's locale files.
 */
export function fillText(text: string, values: Record<string, string | number>, lang: Lang = 'en'): string {
  return text.replace(/\{\{(\w+)(?:, *(\w+))?\}\}/g, (_, name: string, format?: string) =>
    formatValue(values[name], format, lang),
  );
}

/** i18next's plural lookup in a section of a locale file: `_zero` first for 0, then the language's category, then `_other`. */
export function pluralText(section: object, key: string, count: number, lang: Lang): string {
  const strings = section as Record<string, string | undefined>;
  const form = new Intl.PluralRules(lang).select(count);
  return (
    (count === 0 ? strings[`${key}_zero`] : undefined) ?? strings[`${key}_${form}`] ?? strings[`${key}_other`] ?? ''
  );
}

/** A counted text, as i18next's t(key, { count }) writes it: the plural form for the count, the count filled in. */
export function countText(section: object, key: string, count: number, lang: Lang): string {
  return fillText(pluralText(section, key, count, lang), { count }, lang);
}

/** The event a frame script sends when it is over (painted, nothing to paint, or failed): index.html then adds the app's scripts. */
export const FRAME_DONE_EVENT = 'jad-frame-done';

/** The event a frame script sends once its first requests are on their way (index.html's scripts wait for it too). */
export const FRAME_ASKED_EVENT = 'jad-frame-asked';

/**
 * Runs a frame script's painting, then tells index.html it is over. The app's scripts wait for that (a second at
 * most, shell/build-tools/html-plugins.js): on a slow phone the frame's requests and its first picture come first.
 * They never start before the frame has sent its first requests, though: `paint` sends them before its first
 * `await`, so they are out when it returns, and index.html hears of it at once.
 */
export function runFrame(paint: () => Promise<unknown>): void {
  let painting: Promise<unknown>;
  try {
    painting = paint();
  } catch (error) {
    painting = Promise.reject(error);
  }
  window.dispatchEvent(new Event(FRAME_ASKED_EVENT));
  painting
    .catch(() => undefined) // only a head start: the page comes with the app
    .then(() => window.dispatchEvent(new Event(FRAME_DONE_EVENT)));
}

// The frame script's own address, read while it first runs: its templates are beside it.
const FRAME_SCRIPT =
  typeof document === 'undefined' ? '' : ((document.currentScript as HTMLScriptElement | null)?.src ?? '');

/** A page's template (template.tsx) for this visit's language, theme and width, from beside frame.js. */
export async function loadFrameTemplate(page: string, visit: FrameVisit): Promise<FrameTemplate> {
  const wide = window.matchMedia(`(min-width: ${FRAME_WIDE_PX}px)`).matches;
  const file = frameTemplateFile(page, { lang: visit.lang, dark: visit.dark, wide });
  const res = await fetch(new URL(file, FRAME_SCRIPT || location.href).href);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  return (await res.json()) as FrameTemplate;
}

// Each part parsed once per template: a page fills several copies of a part (a card per row), and cloning the parsed
// part is cheaper than parsing its HTML again (frame.js's painting is in the page's blocking time on a slow phone).
const parsedParts = new WeakMap<FrameTemplate, Map<string, DocumentFragment>>();

/** A fresh copy of a part of the template as elements, inert (no picture is asked for) until painted. */
export function templatePart(template: FrameTemplate, part: string): DocumentFragment {
  let parts = parsedParts.get(template);
  if (!parts) parsedParts.set(template, (parts = new Map()));
  let parsed = parts.get(part);
  if (!parsed) {
    const holder = document.createElement('template');
    holder.innerHTML = template.html[part] ?? '';
    parts.set(part, (parsed = holder.content));
  }
  return parsed.cloneNode(true) as DocumentFragment;
}

/**
 * Puts `replacement` (another part's version of it: a chip, a filled heart) in place of the element marked
 * `data-jf="name"` in `root`; removes that element when there is none (what the page shows only sometimes).
 */
export function replaceMarked(root: ParentNode, name: string, replacement: Element | null | undefined): void {
  const current = root.querySelector(`[data-jf="${name}"]`);
  if (replacement) current?.replaceWith(replacement);
  else current?.remove();
}

/**
 * Fills a copy of a template part with the api's answer: the slot markers (frameSlot) in its text and attributes
 * take their values, and an element marked `data-slot="name"` (a component's attribute) takes its value as text,
 * or goes when it has none (what the component shows only when there is one).
 */
export function fillSlots(root: ParentNode, values: Record<string, string | undefined>): void {
  for (const slot of root.querySelectorAll<HTMLElement>('[data-slot]')) {
    const value = values[slot.dataset.slot ?? ''];
    if (value === undefined) slot.remove();
    else if (!slot.textContent?.includes('⟦')) slot.textContent = value;
  }
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  // The root itself first (an element's own attributes), then what is in it.
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node as Text;
      if (text.data.includes('⟦')) text.data = fillMarks(text.data, values);
    } else if (node.nodeType === Node.ELEMENT_NODE) {
      for (const attr of Array.from((node as Element).attributes))
        if (attr.value.includes('⟦')) attr.value = fillMarks(attr.value, values);
    }
  }
}

/**
 * Adds the page's frame below the static bar of index.html's #jad-frame, its style in it, and resolves once its first
 * picture (fetchpriority="high", else the first) has loaded. Does nothing (false) when React has already replaced
 * the static frame: the page is on its way. `until`: a selector for the page's own content as the frame shows it;
 * the shell keeps the frame until it is there.
 */
export async function paintFrame(page: string, css: string, content: string | Node, until: string): Promise<boolean> {
  const frame = document.getElementById('jad-frame');
  if (!frame || frame.querySelector('.jf-page')) return false;
  const body = document.createElement('div');
  body.className = 'jf-page';
  body.setAttribute('data-jad-frame-page', page);
  body.setAttribute('data-jad-frame-until', until);
  if (typeof content === 'string') body.innerHTML = content;
  else body.appendChild(content);
  // The style goes with the frame (inside it, not in the head): once the page is in, the frame's rules no longer
  // weigh on every style recalculation of the page's own renders.
  const style = document.createElement('style');
  style.textContent = css;
  body.prepend(style);
  frame.appendChild(body);
  // The picture the frame marks as its first (an avatar may come before it), else the first one.
  const picture = body.querySelector<HTMLImageElement>('img[fetchpriority="high"]') ?? body.querySelector('img');
  if (picture && !picture.complete) {
    await new Promise((resolve) => {
      picture.addEventListener('load', resolve);
      picture.addEventListener('error', resolve);
    });
  }
  return true;
}

/** The app's colours (theme/tokens.ts) for a frame's CSS; `hover` is MUI's action.hover, which it derives. */
export function frameColors(dark: boolean) {
  const p = palettes[dark ? 'dark' : 'light'];
  return {
    page: p.background.default,
    paper: p.background.paper,
    text: p.text.primary,
    secondary: p.text.secondary,
    divider: p.divider,
    primary: p.primary.main,
    onPrimary: p.primary.contrastText,
    warning: p.warning.main,
    info: p.info.main,
    hover: dark ? 'rgba(255, 255, 255, 0.08)' : 'rgba(0, 0, 0, 0.04)',
  };
}
