import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../../jobs/runner';
import { findAuthUserById } from '../../users/repository';
import { DELETE_JOB, DELETION_DELAY_MS, deleteAccountNow } from './service';

/** The scheduled work of the accounts domain. */
export function accountJobHandlers(app: FastifyInstance): JobHandlers {
  return {
    async [DELETE_JOB](payload, { db, now }) {
      const userId = Number(payload.userId);
      if (!Number.isSafeInteger(userId)) throw new Error('account.delete: bad userId');
      const user = await findAuthUserById(db, userId);
      // Cancelled (request cleared) or already gone: nothing to do. Never delete early.
      if (!user?.deleteRequestedAt) return;
      if (user.deleteRequestedAt.getTime() + DELETION_DELAY_MS > now.getTime() + 1_000) throw new Error('account.delete: not due yet');
      await deleteAccountNow(db, { mail: app.providers.mail, storage: app.providers.storage }, userId);
    },
  };
}
