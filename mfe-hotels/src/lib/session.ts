import { appStore, loadSession } from '@jad/shared-ui';

// The shell loads the session; a remote started alone (or before the shell got to it) asks once itself.
let asked = false;
export function ensureSession(): void {
  if (asked || appStore.getState().sessionStatus !== 'loading') return;
  asked = true;
  void loadSession();
}
