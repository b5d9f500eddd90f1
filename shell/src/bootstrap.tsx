import { createRoot } from 'react-dom/client';
import { appStore, directionOf, prepareDirection } from '@jad/shared-ui';
import { hostProvides } from 'jad-host-provides';
import { App } from './app/app';
import { startSession } from './features/session/use-shell-session';
import { loadShellLocale } from './i18n';

// Kept reachable so webpack provides every shared module to the remotes (each a lazy chunk).
(window as unknown as { __jadHostProvides?: unknown }).__jadHostProvides = hostProvides;

// The session call starts now, in parallel with the first render rather than after it.
void startSession();

// Arabic loads its RTL style plugin (and the shell's Arabic texts) first, so the first paint is already mirrored.
const { lang } = appStore.getState();
void Promise.all([prepareDirection(directionOf(lang)), loadShellLocale(lang)]).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
