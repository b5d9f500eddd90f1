import type { MailQueue } from '../../mail/dispatch';
import type { Db } from '../../db/client';
import type { OpaqueIds } from '../../lib/opaque-id';
import type { FxProvider } from '../../providers/fx';
import type { PaymentsProvider } from '../../providers/payments';
import type { PlanAiProvider } from '../../providers/plan-ai';
import type { RoutingProvider } from '../../providers/routing';
import type { TicketCodes } from '../activities/tickets/code';

/** What the plans services need; routes build it from the app, tests may pass their own clock. */
export interface PlansContext {
  db: Db;
  ids: OpaqueIds;
  fx: FxProvider;
  payments: PaymentsProvider;
  planAi: PlanAiProvider;
  /** Travel times and road routes; absent (unit contexts): the built-in estimate. */
  routing?: RoutingProvider;
  /** Paying a plan pays activity orders, which issue tickets. */
  codes: TicketCodes;
  /** Defaults to the clock. */
  now?: Date;
  /** The plan-paid mail is queued with the payment; absent in unit contexts that send none. */
  mail?: { queue: MailQueue; publicUrl: string };
}
