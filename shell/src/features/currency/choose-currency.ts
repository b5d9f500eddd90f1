import { appStore, bus, writeCurrency, type CurrencyCode } from '@jad/shared-ui';

/** Spec §4: the choice goes into the jad_cur cookie, the store and the bus, then the page reloads. */
export function chooseCurrency(currency: CurrencyCode, reload: () => void = () => window.location.reload()): void {
  writeCurrency(currency);
  appStore.getState().setCurrency(currency);
  bus.emit('shell:currency-changed', { currency });
  reload();
}
