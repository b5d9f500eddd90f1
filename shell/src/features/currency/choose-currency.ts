import { appStore, writeCurrency } from '@jad/shared-ui/core';
import type { CurrencyCode } from '@jad/shared-ui';

/** Spec §4: the choice goes into the jad_cur cookie and the store, then the page reloads. */
export function chooseCurrency(currency: CurrencyCode, reload: () => void = () => window.location.reload()): void {
  writeCurrency(currency);
  appStore.getState().setCurrency(currency);
  reload();
}
