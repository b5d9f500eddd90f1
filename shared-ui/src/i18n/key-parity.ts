// Checks that two translation trees (en and ar of one namespace) never drift. Pure, with no
// dependency on a test runner, so the repo-wide test can run it over every remote's namespaces.

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}

function isTree(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every leaf as a dotted key ('notFound.post') with its value. */
export function flattenKeys(tree: unknown, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  if (!isTree(tree)) return result;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isTree(value)) for (const [leaf, leafValue] of flattenKeys(value, path)) result.set(leaf, leafValue);
    else result.set(path, value);
  }
  return result;
}

/** Dotted keys present in `a` and absent from `b`, sorted. */
export function missingKeys(a: unknown, b: unknown): string[] {
  const inB = flattenKeys(b);
  return [...flattenKeys(a).keys()].filter((key) => !inB.has(key)).sort();
}

const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;

function placeholders(value: unknown): string {
  if (typeof value !== 'string') return '';
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort().join(',');
}

export interface ParityReport {
  missingInSecond: string[];
  missingInFirst: string[];
  /** Keys whose value is not a non-empty string in one of the two. */
  emptyValues: string[];
  /** Keys whose {{interpolations}} differ between the two. */
  placeholderMismatches: string[];
}

export function compareTranslations(first: unknown, second: unknown): ParityReport {
  const a = flattenKeys(first);
  const b = flattenKeys(second);
  const emptyValues: string[] = [];
  const placeholderMismatches: string[] = [];
  for (const [key, value] of a) {
    if (!b.has(key)) continue;
    const other = b.get(key);
    if (typeof value !== 'string' || value.trim() === '' || typeof other !== 'string' || other.trim() === '') {
      emptyValues.push(key);
    } else if (placeholders(value) !== placeholders(other)) {
      placeholderMismatches.push(key);
    }
  }
  return {
    missingInSecond: missingKeys(first, second),
    missingInFirst: missingKeys(second, first),
    emptyValues: emptyValues.sort(),
    placeholderMismatches: placeholderMismatches.sort(),
  };
}

/** Throws a readable error listing every difference; `label` names the namespace in the message. */
export function expectSameKeys(en: unknown, ar: unknown, label = 'translations'): void {
  const report = compareTranslations(en, ar);
  const problems = [
    report.missingInSecond.length ? `missing in ar: ${report.missingInSecond.join(', ')}` : '',
    report.missingInFirst.length ? `missing in en: ${report.missingInFirst.join(', ')}` : '',
    report.emptyValues.length ? `empty or not text: ${report.emptyValues.join(', ')}` : '',
    report.placeholderMismatches.length ? `different {{placeholders}}: ${report.placeholderMismatches.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) throw new Error(`${label}: ${problems.join('; ')}`);
}
