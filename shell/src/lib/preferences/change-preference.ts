import { api, appStore, writeLang, writeTheme, type Lang, type ThemeMode } from '@jad/shared-ui/core';

export type PreferenceChange = { kind: 'theme'; value: ThemeMode } | { kind: 'lang'; value: Lang };
export type PreferenceOutcome = 'saved' | 'local';

export interface PreferenceEnv {
  reload(): void;
}

const browserEnv: PreferenceEnv = { reload: () => window.location.reload() };

/** The body of PUT /users/prefrences (the spec's spelling of the path). */
export function preferenceBody(change: PreferenceChange): { is_dark_mode: boolean } | { language: Lang } {
  return change.kind === 'theme' ? { is_dark_mode: change.value === 'dark' } : { language: change.value };
}

/**
 * Spec §4/§8: a theme or language change is saved on the server for a signed-in user, written to its cookie
 * and applied by reloading. When the call fails the cookie still flips locally and the page still reloads.
 */
export async function changePreference(
  change: PreferenceChange,
  env: PreferenceEnv = browserEnv,
): Promise<PreferenceOutcome> {
  let outcome: PreferenceOutcome = 'local';
  if (appStore.getState().user) {
    try {
      await api.put('/users/prefrences', preferenceBody(change));
      outcome = 'saved';
    } catch {
      outcome = 'local';
    }
  }
  // The store first, so the page already shows the choice while it reloads.
  if (change.kind === 'theme') {
    writeTheme(change.value);
    appStore.getState().setTheme(change.value);
  } else {
    writeLang(change.value);
    appStore.getState().setLang(change.value);
  }
  env.reload();
  return outcome;
}
