import type { FastifyInstance } from 'fastify';
import type { JobHandlers } from '../../../jobs/runner';
import { publicUrlOf } from '../../../mail/public-url';
import { findAuthUserById } from '../../users/repository';
import { codeHasher } from '../codes/one-time-codes';
import { RESET_JOB, sendPasswordReset } from '../password/service';
import { SIGN_UP_CODE_JOB, sendSignUpCode } from '../sign-up/service';
import { DELETE_JOB, DELETION_DELAY_MS, deleteAccountNow } from './service';

/** Account jobs that only decide what to mail: the mail queue runs them right after their commit. */
export const ACCOUNT_MAIL_JOB_KINDS: readonly string[] = [RESET_JOB, SIGN_UP_CODE_JOB];

/** The scheduled work of the accounts domain. */
export function accountJobHandlers(app: FastifyInstance): JobHandlers {
  const publicUrl = publicUrlOf(app.config);
  const hashCode = codeHasher(app.config.idSecret);
  return {
    async [DELETE_JOB](payload, { db, now }) {
      const userId = Number(payload.userId);
      if (!Number.isSafeInteger(userId)) throw new Error('account.delete: bad userId');
      const user = await findAuthUserById(db, userId);
      // Cancelled (request cleared) or already gone: nothing to do. Never delete early.
      if (!user?.deleteRequestedAt) return;
      if (user.deleteRequestedAt.getTime() + DELETION_DELAY_MS > now.getTime() + 1_000)
        throw new Error('account.delete: not due yet');
      await deleteAccountNow(db, { mailQueue: app.mailQueue, storage: app.providers.storage, publicUrl }, userId);
    },
    async [RESET_JOB](payload, { db }) {
      await sendPasswordReset(db, publicUrl, payload);
    },
    async [SIGN_UP_CODE_JOB](payload, { db }) {
      await sendSignUpCode(db, { hashCode, publicUrl }, payload);
    },
  };
}
