import { success, renderMessage } from '../../../lib/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, tooMany, upstreamFailed } from '../../../lib/domain-error';
import { currentUser, requireUser } from '../../../plugins/session';
import { checkCode, issueCode, resendWaitMs } from '../codes/one-time-codes';
import type { AccountsDeps } from '../context';
import { consume, LIMITS } from '../limits/limits';
import { sendOtpBody, verifyOtpBody } from '../schemas';
import { successBodyOf } from '../../../lib/success-schema';

export const OTP_SENT = 'OTP has been sent successfully';
export const OTP_VERIFIED = 'OTP has been verified';
export const SMS_FAILED = renderMessage('sms_failed');

/** Phone verification: a code by SMS, then PUT /users {phone_number} within 15 minutes saves the number. */
export const phoneRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  app.post(
    '/phone/send-otp',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: 'Text a 6-digit code to the phone (stored as E.164)',
        body: sendOtpBody,
        response: { 200: successBodyOf('otp_sent') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { phone } = request.body;
      if ((await resendWaitMs(app.db, user.id, 'phone', phone)) > 0) throw tooMany('wait_before_resend');
      // Caps per number and per account stop SMS pumping to premium numbers.
      await consume(deps.counters, `otp-phone:${phone}`, LIMITS.otpSendsPerPhone);
      await consume(deps.counters, `otp-user:${user.id}`, LIMITS.otpSendsPerUser);
      const { code } = await app.db.transaction((tx) =>
        issueCode(tx, deps.hashCode, { userId: user.id, purpose: 'phone', target: phone }),
      );
      const text =
        user.language === 'ar'
          ? `رمز التحقق من جاد: ${code}. صالح لمدة 10 دقائق. لا تشاركه مع أحد.`
          : `Your Jad verification code is ${code}. It expires in 10 minutes. Do not share it.`;
      try {
        await deps.sms.send({ to: phone, text });
      } catch (error) {
        // The gateway's fault, not the person's: say so plainly (the code stays issued; resend works after the wait).
        request.log.error({ err: error }, 'SMS send failed');
        throw upstreamFailed('sms_failed');
      }
      return success('otp_sent');
    },
  );

  app.post(
    '/phone/verify-otp',
    {
      preHandler: requireUser,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: "Check the code (404 'OTP is invalid'; 5 wrong tries kill it)",
        body: verifyOtpBody,
        response: { 200: successBodyOf('otp_verified') },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await checkCode(app.db, deps.hashCode, {
        userId: user.id,
        purpose: 'phone',
        target: request.body.phone,
        code: request.body.code,
      });
      if (result !== 'ok') throw notFound('otp_invalid');
      return success('otp_verified');
    },
  );
};
