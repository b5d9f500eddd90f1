// Telling the people of a plan that someone changed it (PLAN_CHANGED), inside the change's transaction.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { notifications, planMembers, type PlanRow } from '../../../db/schema';
import { createNotification } from '../../notifications/service';

/**
 * The owner and every member but the one who acted get PLAN_CHANGED, at most one unseen per plan each: ten moves
 * in a row are one line in the drawer, not ten. Alone in a plan (no members), nobody is told.
 */
export async function notifyPlanChanged(tx: Db, plan: PlanRow, actorId: number): Promise<void> {
  const members = await tx
    .select({ userId: planMembers.userId })
    .from(planMembers)
    .where(eq(planMembers.planId, plan.planId));
  if (members.length === 0) return;
  const recipients = [plan.userId, ...members.map((m) => m.userId)].filter((id) => id !== actorId);
  for (const recipientId of recipients) {
    const [unseen] = await tx
      .select({ id: notifications.notificationId })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, recipientId),
          eq(notifications.type, 'PLAN_CHANGED'),
          eq(notifications.userPlanId, plan.planId),
          eq(notifications.isSeen, false),
        ),
      )
      .limit(1);
    if (!unseen) await createNotification(tx, { recipientId, actorId, type: 'PLAN_CHANGED', userPlanId: plan.planId });
  }
}
