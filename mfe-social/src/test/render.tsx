// This remote's screens in tests: shared-ui's renderScreen (providers, query client, router, session) with this
// remote's strings loaded, starting from empty social lists and muted videos (the store's defaults on a new page).
import { act, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { appStore } from '@jad/shared-ui';
import {
  renderScreen as renderSharedScreen,
  testMember,
  type RenderOptions as SharedOptions,
} from '@jad/shared-ui/test-utils';
import '@/i18n';

export { fakeApi, LocationProbe, type FakeApi } from '@jad/shared-ui/test-utils';

/** The signed-in member of these tests (username `sara`). */
export const SARA = testMember('en');

export interface RenderOptions extends Omit<SharedOptions, 'signedIn' | 'user'> {
  /** Signed in as SARA when given (default: a visitor). */
  user?: typeof SARA | null;
}

export async function renderScreen(ui: ReactElement, options: RenderOptions = {}): Promise<RenderResult> {
  const { user, ...rest } = options;
  act(() => {
    appStore.getState().clearUserState();
    appStore.getState().toggleMuted(true);
  });
  return renderSharedScreen(ui, { ...rest, signedIn: Boolean(user) });
}
