// The open plan streams of this api instance, by plan. Two things reach them: a plan's new version (the database
// trigger's NOTIFY on 'jad_plans', heard by every instance), upon which each stream's reader is checked again — a
// removed member's stream ends at once with `revoked` — and presence changes (a NOTIFY the app sends on the same
// channel when someone opens or closes the plan; expiries are caught by each instance's periodic look).

export interface PlanSubscriber {
  userId: number | null;
  send(event: 'plan' | 'presence' | 'revoked', data: unknown): void;
  close(): void;
}

export interface PlanHubLoader {
  /** May this reader still open the plan (a member, the owner, or it is shared)? */
  canRead(planId: number, userId: number | null): Promise<boolean>;
  /** The people with the plan open, as the avatars show them. */
  presence(planId: number): Promise<unknown[]>;
}

/** What 'jad_plans' carries: `{p, v}` a new version; `{p}` alone, presence changed. */
export function parsePlanPayload(payload: string | undefined): { planId: number; version: number | null } | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as { p?: unknown; v?: unknown };
    const planId = Number(value.p);
    if (!Number.isSafeInteger(planId) || planId <= 0) return null;
    const version = value.v === undefined ? null : Number(value.v);
    return { planId, version: version !== null && Number.isSafeInteger(version) ? version : null };
  } catch {
    return null;
  }
}

export class PlanLiveHub {
  private readonly streams = new Map<number, Set<PlanSubscriber>>();
  private readonly lastPresence = new Map<number, string>();

  constructor(
    private readonly loader: PlanHubLoader,
    private readonly onError: (error: unknown) => void,
  ) {}

  get plans(): number[] {
    return [...this.streams.keys()];
  }

  subscribe(planId: number, subscriber: PlanSubscriber): () => void {
    let set = this.streams.get(planId);
    if (!set) this.streams.set(planId, (set = new Set()));
    set.add(subscriber);
    return () => {
      const current = this.streams.get(planId);
      current?.delete(subscriber);
      if (current?.size === 0) {
        this.streams.delete(planId);
        this.lastPresence.delete(planId);
      }
    };
  }

  async versionChanged(planId: number, version: number): Promise<void> {
    const set = this.streams.get(planId);
    if (!set) return;
    try {
      for (const subscriber of [...set]) {
        if (await this.loader.canRead(planId, subscriber.userId)) subscriber.send('plan', { version });
        else {
          subscriber.send('revoked', {});
          subscriber.close();
        }
      }
    } catch (error) {
      this.onError(error);
    }
  }

  /** Sends the plan's presence to its streams; `force`: even when it did not change (a newcomer needs it). */
  async presenceChanged(planId: number, force = true): Promise<void> {
    const set = this.streams.get(planId);
    if (!set) return;
    try {
      const people = await this.loader.presence(planId);
      const text = JSON.stringify(people);
      if (!force && this.lastPresence.get(planId) === text) return;
      this.lastPresence.set(planId, text);
      for (const subscriber of [...set]) subscriber.send('presence', { people });
    } catch (error) {
      this.onError(error);
    }
  }

  /** The periodic look: expired entries (an instance that died) leave the avatars. */
  async refreshAll(): Promise<void> {
    await Promise.all(this.plans.map((planId) => this.presenceChanged(planId, false)));
  }

  closeAll(): void {
    for (const set of this.streams.values()) for (const subscriber of set) subscriber.close();
    this.streams.clear();
  }
}
