// The accounts domain's messages, in the shared layout (src/mail/layout.ts). Each is queued with
// enqueueMail(tx, key, …) by the service that causes it; none is sent directly.
import { formatDubaiTime } from '../../../mail/format';
import { renderMail } from '../../../mail/layout';
import type { MailLang, MailMessage } from '../../../providers/mail';

export type { MailLang };

const IGNORE: Record<MailLang, string> = {
  en: 'If you did not ask for this, you can ignore this e-mail. JAD Travel, Dubai.',
  ar: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة. جاد للسفر، دبي.',
};
const NOTICE: Record<MailLang, string> = {
  en: 'You get this e-mail because of a change to your JAD Travel account.',
  ar: 'وصلتك هذه الرسالة بسبب تغيير في حسابك على جاد للسفر.',
};

const hello = (lang: MailLang, name: string) => (lang === 'ar' ? `مرحباً ${name}،` : `Hello ${name},`);
const pick = <T>(lang: MailLang, en: T, ar: T): T => (lang === 'ar' ? ar : en);

export interface AccountMailTo {
  to: string;
  lang: MailLang;
  name: string;
  publicUrl: string;
}

export function verificationCodeMail(r: AccountMailTo, code: string): MailMessage {
  const subject = pick(r.lang, `Your verification code: ${code}`, `رمز التحقق الخاص بك: ${code}`);
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject,
      heading: pick(r.lang, 'Verify your e-mail address', 'تأكيد بريدك الإلكتروني'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          'Enter this code to verify your e-mail address. It is valid for 10 minutes.',
          'أدخل هذا الرمز لتأكيد بريدك الإلكتروني. صالح لمدة 10 دقائق.',
        ),
      ],
      code,
      footer: IGNORE[r.lang],
    },
    r.publicUrl,
  );
}

export function resetPasswordMail(r: AccountMailTo, url: string): MailMessage {
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Reset your password', 'إعادة تعيين كلمة المرور'),
      heading: pick(r.lang, 'Reset your password', 'إعادة تعيين كلمة المرور'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          'We received a request to reset your password. The link is valid for 30 minutes and works once.',
          'تلقينا طلباً لإعادة تعيين كلمة المرور. الرابط صالح لمدة 30 دقيقة ويمكن استخدامه مرة واحدة.',
        ),
      ],
      button: { label: pick(r.lang, 'Choose a new password', 'تعيين كلمة مرور جديدة'), url },
      footer: IGNORE[r.lang],
    },
    r.publicUrl,
  );
}

export function passwordChangedMail(r: AccountMailTo): MailMessage {
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Your password was changed', 'تم تغيير كلمة المرور'),
      heading: pick(r.lang, 'Your password was changed', 'تم تغيير كلمة المرور'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          'The password of your account was changed and your other devices were signed out. If this was not you, reset your password now.',
          'تم تغيير كلمة مرور حسابك وتسجيل الخروج من الأجهزة الأخرى. إذا لم تقم بذلك، أعد تعيين كلمة المرور فوراً.',
        ),
      ],
      button: {
        label: pick(r.lang, 'Reset my password', 'إعادة تعيين كلمة المرور'),
        url: `${r.publicUrl}/auth/forgot-password`,
      },
      footer: NOTICE[r.lang],
    },
    r.publicUrl,
  );
}

/** To the old address after a change of e-mail (ASVS 2.5.x: tell the person of a change to their account). */
export function emailChangedMail(r: AccountMailTo, newEmail: string): MailMessage {
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Your e-mail address was changed', 'تم تغيير بريدك الإلكتروني'),
      heading: pick(r.lang, 'Your e-mail address was changed', 'تم تغيير بريدك الإلكتروني'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          `The e-mail address of your account was changed to ${newEmail}. If this was not you, contact us now.`,
          `تم تغيير البريد الإلكتروني لحسابك إلى \u2066${newEmail}\u2069. إذا لم تقم بذلك، تواصل معنا فوراً.`,
        ),
      ],
      footer: NOTICE[r.lang],
    },
    r.publicUrl,
  );
}

/** To the owner of an address someone tried to sign up with: the sign-up answer itself tells the caller nothing. */
export function signUpAttemptMail(r: AccountMailTo): MailMessage {
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Someone tried to sign up with your e-mail', 'حاول أحدهم التسجيل ببريدك الإلكتروني'),
      heading: pick(r.lang, 'You already have an account', 'لديك حساب بالفعل'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          'Someone tried to create a JAD Travel account with this e-mail address, which already has one. If it was you, sign in, or reset your password if you forgot it. If it was not you, you can ignore this e-mail: nothing changed.',
          'حاول أحدهم إنشاء حساب على جاد للسفر بهذا البريد الإلكتروني، وله حساب بالفعل. إذا كنت أنت، سجّل الدخول، أو أعد تعيين كلمة المرور إذا نسيتها. وإن لم تكن أنت، يمكنك تجاهل هذه الرسالة: لم يتغير شيء.',
        ),
      ],
      button: { label: pick(r.lang, 'Sign in', 'تسجيل الدخول'), url: `${r.publicUrl}/auth/signin` },
      notes: [
        pick(
          r.lang,
          `Forgot your password? ${r.publicUrl}/auth/forgot-password`,
          `نسيت كلمة المرور؟ ${r.publicUrl}/auth/forgot-password`,
        ),
      ],
      footer: NOTICE[r.lang],
    },
    r.publicUrl,
  );
}

export function deleteConfirmMail(r: AccountMailTo, url: string): MailMessage {
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Confirm your account deletion request', 'تأكيد طلب حذف الحساب'),
      heading: pick(r.lang, 'Confirm your account deletion request', 'تأكيد طلب حذف الحساب'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          'We received a request to delete your account. Confirm it with the link; the account is deleted 24 hours after you confirm.',
          'تلقينا طلباً لحذف حسابك. أكّد الطلب عبر الرابط، وسيُحذف الحساب بعد 24 ساعة من التأكيد.',
        ),
      ],
      button: { label: pick(r.lang, 'Confirm deletion', 'تأكيد الحذف'), url },
      footer: IGNORE[r.lang],
    },
    r.publicUrl,
  );
}

/** The keep link signs the person in and brings them to the page with "Cancel deletion". */
export const keepAccountUrl = (publicUrl: string) =>
  `${publicUrl}/auth/signin?callbackUrl=${encodeURIComponent('/account/edit-profile')}`;

export function deleteScheduledMail(r: AccountMailTo, when: Date): MailMessage {
  const at = formatDubaiTime(when, r.lang);
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Your account will be deleted in 24 hours', 'سيتم حذف حسابك خلال 24 ساعة'),
      heading: pick(r.lang, 'Your account will be deleted', 'سيتم حذف حسابك'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(r.lang, `Your account will be deleted for good on ${at}.`, `سيُحذف حسابك نهائياً في ${at}.`),
        pick(
          r.lang,
          'To keep it, sign in and choose "Keep my account" on the edit profile page before then.',
          'للاحتفاظ به، سجّل الدخول واختر "الإبقاء على حسابي" في صفحة تعديل الملف الشخصي قبل ذلك الموعد.',
        ),
      ],
      button: { label: pick(r.lang, 'Keep my account', 'الإبقاء على حسابي'), url: keepAccountUrl(r.publicUrl) },
      footer: NOTICE[r.lang],
    },
    r.publicUrl,
  );
}

export function accountDeletedMail(r: AccountMailTo): MailMessage {
  return renderMail(
    r.to,
    {
      lang: r.lang,
      subject: pick(r.lang, 'Your account has been deleted', 'تم حذف حسابك'),
      heading: pick(r.lang, 'Your account has been deleted', 'تم حذف حسابك'),
      greeting: hello(r.lang, r.name),
      paragraphs: [
        pick(
          r.lang,
          'Your account, posts and follows have been deleted. Records of paid bookings are kept for accounting only.',
          'تم حذف حسابك ومنشوراتك ومتابعاتك. نحتفظ بسجلات الحجوزات المدفوعة لأغراض المحاسبة فقط.',
        ),
      ],
      footer: NOTICE[r.lang],
    },
    r.publicUrl,
  );
}

/** Who an account mail goes to, in their saved language. */
export const recipientOf = (
  user: { email: string; language: string; firstName: string | null; username: string },
  publicUrl: string,
): AccountMailTo => ({
  to: user.email,
  lang: user.language === 'ar' ? 'ar' : 'en',
  name: user.firstName || user.username,
  publicUrl,
});
