import type { CurrencyCode } from '../format/currencies';
import type { Severity, SessionUser } from '../store/entities';

// Every cross-remote event: names are `<domain>:<noun>-<past-verb>`, and only the owning
// domain emits under its prefix. Add an event here, never as a raw string at a call site.
export interface AppEvents {
  'account:signed-in': { user: SessionUser };
  'account:signed-out': Record<string, never>;
  /** A remote met a 401 or a guarded action; the shell sends the visitor to sign in. */
  'account:session-required': { returnTo: string };
  'shell:toast-requested': { message: string; severity: Severity };
  'shell:currency-changed': { currency: CurrencyCode };
  'shell:phone-verification-requested': Record<string, never>;
  'shell:remote-failed': { domain: string; version: string; error: string };
  'social:post-created': { postId: string };
  'social:notification-received': { count: number };
  'plans:plan-created': { planId: string };
  'hotels:order-changed': { orderUuid: string };
  'activities:order-created': { orderUuid: string };
}

export type AppEventName = keyof AppEvents;
export type AppEventPayload<K extends AppEventName> = AppEvents[K];
