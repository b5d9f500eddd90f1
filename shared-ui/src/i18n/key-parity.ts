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

const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** The plural groups of a tree ('order.counts.adult' for 'order.counts.adult_one', …). */
function pluralGroups(keys: Iterable<string>): Set<string> {
  const groups = new Set<string>();
  for (const key of keys) if (PLURAL_FORM.test(key)) groups.add(key.replace(PLURAL_FORM, ''));
  return groups;
}

/**
 * Dotted keys present in `a` and absent from `b`, sorted. A plural form counts as present when `b` has the same
 * plural group: languages have different forms (Arabic has six: zero, one, two, few, many, other; English two).
 */
export function missingKeys(a: unknown, b: unknown): string[] {
  const inB = flattenKeys(b);
  const groupsInB = pluralGroups(inB.keys());
  return [...flattenKeys(a).keys()]
    .filter((key) => !inB.has(key) && !(PLURAL_FORM.test(key) && groupsInB.has(key.replace(PLURAL_FORM, ''))))
    .sort();
}

const PLACEHOLDER = /\{\{\s*([\w.]+)[^}]*\}\}/g;

/**
 * The {{interpolations}} of a value; a plural form may leave out the number, {{count}} or its {{formatted}} text
 * ('بالغ واحد', "one adult").
 */
function placeholders(value: unknown, plural = false): string {
  if (typeof value !== 'string') return '';
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => m[1]))]
    .filter((name) => !(plural && (name === 'count' || name === 'formatted')))
    .sort()
    .join(',');
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
    } else if (placeholders(value, PLURAL_FORM.test(key)) !== placeholders(other, PLURAL_FORM.test(key))) {
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
