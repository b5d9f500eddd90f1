// One layout for every message: tables and inline CSS (what real mail clients render), the brand bar,
// right-to-left for Arabic, and a plain-text part with the same content.
import type { MailLang, MailMessage } from '../providers/mail';

export const BRAND = 'JAD Travel';
const BRAND_AR = 'جاد للسفر';
const PRIMARY = '#1559C7';
const TEXT = '#0F172A';
const MUTED = '#475569';
const LINE = '#E2E8F0';
const FONTS: Record<MailLang, string> = {
  en: "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  ar: "'Noto Kufi Arabic', 'Noto Sans Arabic', 'Segoe UI', Tahoma, Arial, sans-serif",
};

export interface MailFact {
  label: string;
  value: string;
  /** A reference, an e-mail or an amount: kept left-to-right inside Arabic text. */
  ltr?: boolean;
  /** A second, smaller line kept left-to-right (times, references), so Arabic text never reorders it. */
  detail?: string;
}

export interface MailContent {
  lang: MailLang;
  subject: string;
  heading: string;
  greeting?: string;
  paragraphs: string[];
  facts?: MailFact[];
  /** A one-time code, shown big. */
  code?: string;
  button?: { label: string; url: string };
  /** Lines after the button (small print, policies). */
  notes?: string[];
  footer: string;
}

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Unicode isolates keep an e-mail or reference in one piece inside Arabic plain text. */
const isolate = (s: string, lang: MailLang) => (lang === 'ar' ? `\u2066${s}\u2069` : s);

function text(c: MailContent, publicUrl: string): string {
  const lines = [c.heading, ''];
  if (c.greeting) lines.push(c.greeting, '');
  for (const p of c.paragraphs) lines.push(p, '');
  if (c.facts?.length) {
    for (const f of c.facts)
      lines.push(
        `${f.label}: ${f.ltr ? isolate(f.value, c.lang) : f.value}${f.detail ? ` (${isolate(f.detail, c.lang)})` : ''}`,
      );
    lines.push('');
  }
  if (c.code) lines.push(c.code, '');
  if (c.button) lines.push(`${c.button.label}: ${c.button.url}`, '');
  for (const n of c.notes ?? []) lines.push(n, '');
  lines.push('--', c.footer, `${c.lang === 'ar' ? BRAND_AR : BRAND} · ${publicUrl}`);
  return lines.join('\n');
}

function html(c: MailContent, publicUrl: string): string {
  const dir = c.lang === 'ar' ? 'rtl' : 'ltr';
  const align = c.lang === 'ar' ? 'right' : 'left';
  const font = FONTS[c.lang];
  const p = (s: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(s)}</p>`;
  const value = (f: MailFact) =>
    (f.ltr ? `<span dir="ltr">${escapeHtml(f.value)}</span>` : escapeHtml(f.value)) +
    (f.detail
      ? `<br><span dir="ltr" style="font-weight:normal;color:${MUTED};font-size:13px">${escapeHtml(f.detail)}</span>`
      : '');
  const facts = c.facts?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 20px">${c.facts
        .map(
          (f) =>
            `<tr><td valign="top" style="padding:8px 0;border-bottom:1px solid ${LINE};color:${MUTED};font-size:14px;width:40%;text-align:${align}">${escapeHtml(f.label)}</td>` +
            `<td valign="top" style="padding:8px 0;border-bottom:1px solid ${LINE};color:${TEXT};font-size:14px;font-weight:bold;text-align:${align}">${value(f)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const code = c.code
    ? `<p dir="ltr" style="margin:0 0 20px;font-size:32px;letter-spacing:8px;font-weight:bold;text-align:center;color:${TEXT}">${escapeHtml(c.code)}</p>`
    : '';
  const button = c.button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" align="center" style="margin:8px auto 24px"><tr><td bgcolor="${PRIMARY}" style="border-radius:6px;background:${PRIMARY}">` +
      `<a href="${escapeHtml(c.button.url)}" style="display:inline-block;padding:12px 24px;color:#ffffff;font-family:${font};font-size:16px;font-weight:bold;text-decoration:none">${escapeHtml(c.button.label)}</a></td></tr></table>`
    : '';
  const notes = (c.notes ?? []).map((n) => p(n, `font-size:13px;color:${MUTED}`)).join('');
  const brand = c.lang === 'ar' ? `${BRAND_AR} · ${BRAND}` : BRAND;
  return `<!doctype html>
<html lang="${c.lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(c.subject)}</title></head>
<body dir="${dir}" style="margin:0;padding:0;background:#F1F5F9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#F1F5F9" style="background:#F1F5F9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" dir="${dir}" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#FFFFFF;border-radius:8px;border-collapse:separate">
<tr><td bgcolor="${PRIMARY}" style="background:${PRIMARY};padding:18px 24px;border-radius:8px 8px 0 0;font-family:${font};font-size:20px;font-weight:bold;color:#FFFFFF;text-align:${align}">${escapeHtml(brand)}</td></tr>
<tr><td style="padding:24px;font-family:${font};font-size:16px;line-height:1.6;color:${TEXT};text-align:${align}">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT}">${escapeHtml(c.heading)}</h1>
${c.greeting ? p(c.greeting) : ''}${c.paragraphs.map((s) => p(s)).join('')}${facts}${code}${button}${notes}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${LINE};font-family:${font};font-size:12px;line-height:1.5;color:${MUTED};text-align:${align}">${escapeHtml(c.footer)}<br><a href="${escapeHtml(publicUrl)}" style="color:${PRIMARY}">${escapeHtml(brand)}</a></td></tr>
</table></td></tr></table>
</body></html>`;
}

export function renderMail(to: string, c: MailContent, publicUrl: string): MailMessage {
  return { to, subject: c.subject, lang: c.lang, text: text(c, publicUrl), html: html(c, publicUrl) };
}

/** 'ar' for Arabic, else 'en' (the user's saved language, a checkout's language, a request's). */
export const mailLang = (value: string | null | undefined): MailLang => (value === 'ar' ? 'ar' : 'en');
