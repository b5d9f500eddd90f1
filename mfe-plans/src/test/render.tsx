// This remote's screens in tests: shared-ui's renderScreen with this remote's strings loaded (signed in unless a test says otherwise).
import type { ReactElement } from 'react';
import { renderScreen as renderSharedScreen, type RenderOptions } from '@jad/shared-ui/test-utils';
import '@/i18n';

export { fail, LocationProbe, ok, type RenderOptions } from '@jad/shared-ui/test-utils';

export const renderScreen = (ui: ReactElement, options: RenderOptions = {}) =>
  renderSharedScreen(ui, options, { signedIn: true });
