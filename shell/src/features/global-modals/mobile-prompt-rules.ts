import type { MobileChoice } from '@jad/shared-ui/core';

export interface MobilePromptInput {
  isMobile: boolean;
  cookiesAccepted: boolean;
  choice: MobileChoice | null;
}

/**
 * Spec §4: on a mobile device the app prompt shows once cookies are accepted, unless choose_mobile is
 * prefer_web; on a desktop the choice is settled as prefer_web.
 */
export type MobilePromptDecision = 'show' | 'hide' | 'settle-prefer-web';

export function mobilePromptDecision({ isMobile, cookiesAccepted, choice }: MobilePromptInput): MobilePromptDecision {
  if (!isMobile) return choice === 'prefer_web' ? 'hide' : 'settle-prefer-web';
  if (choice === 'prefer_web' || !cookiesAccepted) return 'hide';
  return 'show';
}

interface NavigatorLike {
  userAgent: string;
  userAgentData?: { mobile?: boolean };
}

/** Phones and tablets by the browser's own hint when it gives one, else by the user agent. */
export function isMobileDevice(
  nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator,
): boolean {
  if (!nav) return false;
  if (typeof nav.userAgentData?.mobile === 'boolean' && nav.userAgentData.mobile) return true;
  return /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|HUAWEI|Windows Phone/i.test(nav.userAgent);
}
