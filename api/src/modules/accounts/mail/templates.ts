import type { MailMessage } from '../../../providers/mail';

export type MailLang = 'en' | 'ar';

interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  /** A big code or a button. */
  code?: string;
  link?: { label: string; url: string };
  footer: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain text for every client, and a small inline-styled HTML version; Arabic mails are right-to-left. */
function render(to: string, lang: MailLang, p: Parts): MailMessage {
  const text = [p.greeting, '', ...p.lines, ...(p.code ? ['', p.code] : []), ...(p.link ? ['', `${p.link.label}: ${p.link.url}`] : []), '', p.footer].join('\n');
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const body = [
    `<p>${escapeHtml(p.greeting)}</p>`,
    ...p.lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    p.code ? `<p style="font-size:28px;letter-spacing:8px;font-weight:700;direction:ltr;text-align:center">${escapeHtml(p.code)}</p>` : '',
    p.link
      ? `<p style="text-align:center"><a href="${escapeHtml(p.link.url)}" style="background:#1565c0;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(p.link.label)}</a></p>`
      : '',
    `<p style="color:#666;font-size:12px">${escapeHtml(p.footer)}</p>`,
  ].join('');
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:Arial,sans-serif;max-width:560px;margin:auto">${body}</body></html>`;
  return { to, subject: p.subject, text, html };
}

const FOOTER: Record<MailLang, string> = {
  en: 'If you did not ask for this, you can ignore this e-mail. Jad Travel, Dubai.',
  ar: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة. جاد للسفر، دبي.',
};

const hello = (lang: MailLang, name: string) => (lang === 'ar' ? `مرحباً ${name}،` : `Hello ${name},`);

export function verificationCodeMail(to: string, lang: MailLang, name: string, code: string): MailMessage {
  return render(to, lang, {
    subject: lang === 'ar' ? `رمز التحقق الخاص بك: ${code}` : `Your verification code: ${code}`,
    greeting: hello(lang, name),
    lines: [lang === 'ar' ? 'أدخل هذا الرمز لتأكيد بريدك الإلكتروني. صالح لمدة 10 دقائق.' : 'Enter this code to verify your e-mail address. It is valid for 10 minutes.'],
    code,
    footer: FOOTER[lang],
  });
}

export function resetPasswordMail(to: string, lang: MailLang, name: string, url: string): MailMessage {
  return render(to, lang, {
    subject: lang === 'ar' ? 'إعادة تعيين كلمة المرور' : 'Reset your password',
    greeting: hello(lang, name),
    lines: [
      lang === 'ar'
        ? 'تلقينا طلباً لإعادة تعيين كلمة المرور. الرابط صالح لمدة 30 دقيقة ويمكن استخدامه مرة واحدة.'
        : 'We received a request to reset your password. The link is valid for 30 minutes and works once.',
    ],
    link: { label: lang === 'ar' ? 'تعيين كلمة مرور جديدة' : 'Choose a new password', url },
    footer: FOOTER[lang],
  });
}

export function passwordChangedMail(to: string, lang: MailLang, name: string): MailMessage {
  return render(to, lang, {
    subject: lang === 'ar' ? 'تم تغيير كلمة المرور' : 'Your password was changed',
    greeting: hello(lang, name),
    lines: [
      lang === 'ar'
        ? 'تم تغيير كلمة مرور حسابك وتسجيل الخروج من الأجهزة الأخرى. إذا لم تقم بذلك، أعد تعيين كلمة المرور فوراً.'
        : 'The password of your account was changed and your other devices were signed out. If this was not you, reset your password now.',
    ],
    footer: FOOTER[lang],
  });
}

/** To the old address after a change of e-mail (ASVS 2.5.x: tell the person of a change to their account). */
export function emailChangedMail(to: string, lang: MailLang, name: string, newEmail: string): MailMessage {
  return render(to, lang, {
    subject: lang === 'ar' ? 'تم تغيير بريدك الإلكتروني' : 'Your e-mail address was changed',
    greeting: hello(lang, name),
    lines: [
      lang === 'ar'
        ? `تم تغيير البريد الإلكتروني لحسابك إلى \u2066${newEmail}\u2069. إذا لم تقم بذلك، تواصل معنا فوراً.`
        : `The e-mail address of your account was changed to ${newEmail}. If this was not you, contact us now.`,
    ],
    footer: FOOTER[lang],
  });
}

export function deleteConfirmMail(to: string, lang: MailLang, name: string, url: string): MailMessage {
  return render(to, lang, {
    subject: lang === 'ar' ? 'تأكيد طلب حذف الحساب' : 'Confirm your account deletion request',
    greeting: hello(lang, name),
    lines: [
      lang === 'ar'
        ? 'تلقينا طلباً لحذف حسابك. أكّد الطلب عبر الرابط، وسيُحذف الحساب بعد 24 ساعة من التأكيد.'
        : 'We received a request to delete your account. Confirm it with the link; the account is deleted 24 hours after you confirm.',
    ],
    link: { label: lang === 'ar' ? 'تأكيد الحذف' : 'Confirm deletion', url },
    footer: FOOTER[lang],
  });
}

export function deleteScheduledMail(to: string, lang: MailLang, name: string, when: Date): MailMessage {
  const at = when.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  return render(to, lang, {
    subject: lang === 'ar' ? 'سيتم حذف حسابك خلال 24 ساعة' : 'Your account will be deleted in 24 hours',
    greeting: hello(lang, name),
    lines: [
      lang === 'ar'
        ? `سيُحذف حسابك نهائياً في ${at}. لإلغاء الطلب، سجّل الدخول واختر "إلغاء الحذف" من صفحة تعديل الملف الشخصي.`
        : `Your account will be deleted for good at ${at}. To keep it, sign in and choose "Cancel deletion" on the edit profile page.`,
    ],
    footer: FOOTER[lang],
  });
}

export function accountDeletedMail(to: string, lang: MailLang, name: string): MailMessage {
  return render(to, lang, {
    subject: lang === 'ar' ? 'تم حذف حسابك' : 'Your account has been deleted',
    greeting: hello(lang, name),
    lines: [
      lang === 'ar'
        ? 'تم حذف حسابك ومنشوراتك ومتابعاتك. نحتفظ بسجلات الحجوزات المدفوعة لأغراض المحاسبة فقط.'
        : 'Your account, posts and follows have been deleted. Records of paid bookings are kept for accounting only.',
    ],
    footer: FOOTER[lang],
  });
}
