import type { AppEvents } from './events';

export type EventHandler<P> = (payload: P) => void;

export interface EventBus<M> {
  emit<K extends keyof M>(name: K, payload: M[K]): void;
  /** Returns the function that unsubscribes this handler. */
  on<K extends keyof M>(name: K, handler: EventHandler<M[K]>): () => void;
}

/** A synchronous in-memory bus typed by an event map. */
export function createEventBus<M>(): EventBus<M> {
  const handlers = new Map<keyof M, Set<EventHandler<never>>>();

  return {
    emit(name, payload) {
      const current = handlers.get(name);
      if (!current) return;
      // Copy first: a handler that unsubscribes (or subscribes) while we iterate must not skip others.
      for (const handler of [...current] as EventHandler<typeof payload>[]) {
        try {
          handler(payload);
        } catch (error) {
          // One remote's broken listener must not stop the others from hearing the event.
          console.error(`[bus] handler for "${String(name)}" failed`, error);
        }
      }
    },
    on(name, handler) {
      let set = handlers.get(name);
      if (!set) {
        set = new Set();
        handlers.set(name, set);
      }
      const stored = handler as EventHandler<never>;
      set.add(stored);
      return () => {
        set.delete(stored);
      };
    },
  };
}

/** The one app bus shared by the shell and every remote. */
export const bus: EventBus<AppEvents> = createEventBus<AppEvents>();
