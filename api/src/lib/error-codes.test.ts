import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from './repo-root';
import { ERROR_MESSAGES, FIELD_MESSAGES, fillTemplate, SUCCESS_MESSAGES } from './error-codes';

type Translations = Record<string, string> & { field: Record<string, string> };

const load = (lang: 'en' | 'ar'): Translations =>
  JSON.parse(
    readFileSync(path.join(findRepoRoot(), 'shared-ui', 'src', 'i18n', 'locales', `errors.${lang}.json`), 'utf8'),
  ) as Translations;

const placeholders = (text: string) => new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]));

describe('the code catalogue and its translations', () => {
  const topCodes = [...Object.keys(ERROR_MESSAGES), ...Object.keys(SUCCESS_MESSAGES)];

  it.each(['en', 'ar'] as const)('errors.%s.json has a text for every code the api can send', (lang) => {
    const file = load(lang);
    const missing = topCodes.filter((code) => typeof file[code] !== 'string' || file[code].trim() === '');
    const missingFields = Object.keys(FIELD_MESSAGES).filter((code) => typeof file.field?.[code] !== 'string');
    expect({ missing, missingFields }).toEqual({ missing: [], missingFields: [] });
  });

  it('the Arabic texts use only placeholders the English template fills', () => {
    const en = load('en');
    const ar = load('ar');
    const wrong = topCodes.filter((code) => [...placeholders(ar[code]!)].some((p) => !placeholders(en[code]!).has(p)));
    expect(wrong).toEqual([]);
    const latin = (text: string) => /[a-z]{4,}/.test(text.replace(/\{\{\w+\}\}/g, ''));
    expect(Object.values(ar).filter((text) => typeof text === 'string' && latin(text))).toEqual([]);
  });

  it('codes are lower_snake and success codes do not reuse error codes', () => {
    for (const code of [...topCodes, ...Object.keys(FIELD_MESSAGES)])
      expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
    expect(Object.keys(SUCCESS_MESSAGES).filter((code) => code in ERROR_MESSAGES)).toEqual([]);
  });

  it('fills {{params}} and leaves a missing one visible', () => {
    expect(fillTemplate(ERROR_MESSAGES.plan_day_full, { max: 8 })).toBe('A day holds at most 8 activities');
    expect(fillTemplate(ERROR_MESSAGES.plan_day_full)).toBe('A day holds at most {{max}} activities');
  });
});
