// Spelling correction for the header search, used when the trigram search finds fewer hits than asked.
// Trigrams forgive a typo in a long word but not in a short one ('desrt' shares too few trigrams with
// 'desert'), so each query word that is not a known word (or the start of one, while typing) is
// replaced by the most frequent catalog word within a small edit distance.
import { at } from '../../../lib/checked';

export interface Vocabulary {
  /** Catalog words (search-key normalised) → how many names use them. */
  frequency: Map<string, number>;
  /** The same words, sorted, for prefix look-ups. */
  sorted: string[];
}

const ARABIC_ALEF = /[\u0623\u0625\u0622\u0671]/g;
const ARABIC_MARKS = /[\u0640\u064b-\u0652\u0670]/g;

/** The JavaScript twin of SQL search_key(): lower case, no accents, Arabic spelling variants folded. */
export function searchKey(text: string): string {
  return text
    .replace(ARABIC_ALEF, '\u0627')
    .replace(/[\u0649\u06cc]/g, '\u064a')
    .replace(/\u06a9/g, '\u0643')
    .replace(/\u0629/g, '\u0647')
    .replace(ARABIC_MARKS, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

export const wordsOf = (text: string): string[] => text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);

export function buildVocabulary(names: Iterable<string>): Vocabulary {
  const frequency = new Map<string, number>();
  for (const name of names)
    for (const word of new Set(wordsOf(searchKey(name)))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  return { frequency, sorted: [...frequency.keys()].sort() };
}

/** Optimal string alignment distance (a swap of neighbours counts 1), or max + 1 once it exceeds max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // The table's last two full rows (a swap looks two back) and the one being filled, each b.length + 1 long.
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const ai = a.charCodeAt(i - 1);
    const row = [i];
    let left = i;
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let d = Math.min(at(previous, j) + 1, left + 1, at(previous, j - 1) + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        d = Math.min(d, at(before, j - 2) + 1);
      }
      row.push(d);
      left = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = row;
  }
  return at(previous, b.length);
}

/** Short words are left alone: one edit in a three-letter word makes it another word. */
export const allowedEdits = (word: string): number => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2);

function isPrefixOfKnownWord(word: string, sorted: string[]): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (at(sorted, mid) < word) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo]?.startsWith(word) ?? false;
}

export function correctWord(word: string, vocabulary: Vocabulary): string {
  if (vocabulary.frequency.has(word) || isPrefixOfKnownWord(word, vocabulary.sorted)) return word;
  const max = allowedEdits(word);
  if (max === 0) return word;
  let best = word;
  let bestDistance = max + 1;
  let bestFrequency = 0;
  for (const [candidate, frequency] of vocabulary.frequency) {
    const distance = editDistance(word, candidate, max);
    if (distance < bestDistance || (distance === bestDistance && distance <= max && frequency > bestFrequency)) {
      best = candidate;
      bestDistance = distance;
      bestFrequency = frequency;
    }
  }
  return bestDistance <= max ? best : word;
}

/** The query with its unknown words corrected, or null when no word changed. */
export function correctQuery(text: string, vocabulary: Vocabulary): string | null {
  const words = wordsOf(searchKey(text));
  const corrected = words.map((w) => correctWord(w, vocabulary));
  return corrected.some((w, i) => w !== words[i]) ? corrected.join(' ') : null;
}
