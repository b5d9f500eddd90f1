import { registerNamespace } from '@jad/shared-ui';
import ar from './locales/ar.json';
import en from './locales/en.json';

/** The review words every remote shares; subject-specific ones use i18next's context (`verified_hotel`). */
export const REVIEWS_NS = 'reviews';
registerNamespace(REVIEWS_NS, { en, ar });
