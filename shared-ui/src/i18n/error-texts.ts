// The api's error texts (`errors:<code>`, about 200 codes a language) load on first need, for the active language
// only: a visit that never sees an api message does not download them (they were 8 KB gzip of the shell's main.js in
// both languages). Needed means: an api answer carrying a code (the request layer awaits this before the caller
// sees the answer), a form (the forms entry), or a component showing api messages (useErrorTexts). Once needed,
// they follow the language: a switch loads the new language's texts, and useErrorTexts re-renders when they land.
import { useEffect, useSyncExternalStore } from 'react';
import { ERRORS_NAMESPACE, i18n } from './i18n';
import type { TranslationTree } from './key-parity';
import { DEFAULT_LANG, isLang, type Lang } from './languages';

const loaders: Record<Lang, () => Promise<{ default: TranslationTree }>> = {
  en: () => import(/* webpackChunkName: "errors-en" */ './locales/errors.en.json'),
  ar: () => import(/* webpackChunkName: "errors-ar" */ './locales/errors.ar.json'),
};

const pending = new Map<Lang, Promise<void>>();
const listeners = new Set<() => void>();
let version = 0;
let needed = false;

const activeLang = (): Lang => (isLang(i18n.language) ? i18n.language : DEFAULT_LANG);

/** True when the error texts of `lang` are there. */
export function errorTextsLoaded(lang: Lang = activeLang()): boolean {
  return i18n.hasResourceBundle(lang, ERRORS_NAMESPACE);
}

/** Loads the error texts of a language (the active one by default); resolves at once when they are there. */
export function loadErrorTexts(lang: Lang = activeLang()): Promise<void> {
  needed = true;
  if (errorTextsLoaded(lang)) return Promise.resolve();
  let loading = pending.get(lang);
  if (!loading) {
    loading = loaders[lang]()
      .then(({ default: texts }) => {
        i18n.addResourceBundle(lang, ERRORS_NAMESPACE, texts, true, true);
        version += 1;
        for (const listener of listeners) listener();
      })
      // Offline or a failed chunk: the server's own text is shown meanwhile; the next need tries again.
      .catch(() => undefined)
      .finally(() => pending.delete(lang));
    pending.set(lang, loading);
  }
  return loading;
}

i18n.on('languageChanged', (lng: string) => {
  if (needed && isLang(lng)) void loadErrorTexts(lng);
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => version;

/**
 * For a component that shows api messages: asks for the texts of the active language and re-renders when they
 * arrive, so a message rendered before they loaded (the server's English text meanwhile) turns into the user's
 * language. Returns a number that changes with each arrival (a dependency for memoised translations).
 */
export function useErrorTexts(lang: string = i18n.language): number {
  useEffect(() => {
    if (isLang(lang)) void loadErrorTexts(lang);
  }, [lang]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Tests only: forget the loaded texts, as on a fresh page. */
export function resetErrorTexts(): void {
  for (const lang of Object.keys(loaders)) i18n.removeResourceBundle(lang, ERRORS_NAMESPACE);
  pending.clear();
  needed = false;
}
