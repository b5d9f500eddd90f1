import type { Id, Severity, SessionUser, UserSummary } from '../store/entities';

// Every cross-remote event: names are `<domain>:<noun>-<past-verb>`, and only the owning
// domain emits under its prefix. Add an event here, never as a raw string at a call site.
export interface AppEvents {
  'account:signed-in': { user: SessionUser };
  'account:signed-out': Record<string, never>;
  'shell:toast-requested': { message: string; severity: Severity };
  /** Someone the signed-in member follows posted (the notifications stream's `post` event; mfe-social's pill). */
  'shell:live-post-received': { post_id: Id; author: UserSummary };
}

export type AppEventName = keyof AppEvents;
export type AppEventPayload<K extends AppEventName> = AppEvents[K];
