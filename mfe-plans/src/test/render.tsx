// This remote's screens in tests: shared-ui's renderScreen with this remote's strings loaded (signed in unless a test
// says otherwise), and the api answered through the real request layer by shared-ui's fakeApi.
import type { ReactElement } from 'react';
import { renderScreen as renderSharedScreen, type FakeReply, type RenderOptions } from '@jad/shared-ui/test-utils';
import '@/i18n';

export { fakeApi, LocationProbe, type FakeApi, type RenderOptions } from '@jad/shared-ui/test-utils';

export const renderScreen = (ui: ReactElement, options: RenderOptions = {}) =>
  renderSharedScreen(ui, options, { signedIn: true });

/** A success answer with its body. */
export const ok = <T,>(data: T, status = 200): FakeReply => ({ status, data });

/** A failed answer with the api's error body (and its `code` when given). */
export const fail = (status: number, message = 'Error', code?: string): FakeReply => ({
  status,
  data: { statusCode: status, error: 'Error', message, ...(code ? { code } : {}) },
});
