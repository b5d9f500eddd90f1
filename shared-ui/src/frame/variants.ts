// What a first frame's build-time template (template.tsx) and its runtime (index.ts) agree on. Free of imports:
// frame.js includes it.
import type { Lang } from '../i18n/languages';

/** The one width a frame's template tells apart: MUI's md breakpoint (theme's default), wide from there on. */
export const FRAME_WIDE_PX = 900;

export interface FrameVariant {
  lang: Lang;
  dark: boolean;
  wide: boolean;
}

/** A page's parts rendered for one variant (index.ts templatePart), and the CSS they use. */
export interface FrameTemplate {
  css: string;
  html: Record<string, string>;
}

/**
 * The template file of a page's frame in a variant, beside frame.js: frame-activities-en-light-wide.json... One file
 * per page: a page downloads only its own parts and their CSS before its first picture is asked for.
 */
export const frameTemplateFile = (page: string, v: FrameVariant) =>
  `frame-${page}-${v.lang}-${v.dark ? 'dark' : 'light'}-${v.wide ? 'wide' : 'narrow'}.json`;

/** A remote's frame pages (its paintFrame names) and the template parts each one fills (src/frame-template.tsx). */
export type FramePages = Record<string, readonly string[]>;

const MARK = /⟦(\w+)⟧/g;

/** The sample string a template renders where the api's answer goes (text or attribute); fillSlots replaces it. */
export const frameSlot = (name: string) => `⟦${name}⟧`;

/** `text` with its slot markers replaced by the values (missing ones by nothing). */
export const fillMarks = (text: string, values: Record<string, string | undefined>) =>
  text.replace(MARK, (_, name: string) => values[name] ?? '');
