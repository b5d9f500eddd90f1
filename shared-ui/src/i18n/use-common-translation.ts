import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE, i18n } from './i18n';

/**
 * The common namespace bound to the app's instance, so shared components translate (and re-render
 * on a language change) even when rendered outside AppProviders.
 */
export function useCommonTranslation() {
  return useTranslation(COMMON_NAMESPACE, { i18n });
}
