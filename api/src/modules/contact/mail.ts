// The contact form's two mails: the message to the support inbox (reply-to the sender, the sender's
// language noted) and an acknowledgement to the sender, both in the sender's language.
import type { Db } from '../../db/client';
import { renderMail } from '../../mail/layout';
import { enqueueMail } from '../../mail/queue';
import type { MailLang, MailMessage } from '../../providers/mail';
import type { ContactInput } from './schemas';

/** SUPPORT_EMAIL, default support@jad.travel. */
export const supportEmail = (env: NodeJS.ProcessEnv = process.env) => env.SUPPORT_EMAIL?.trim() || 'support@jad.travel';
const pick = <T>(lang: MailLang, en: T, ar: T): T => (lang === 'ar' ? ar : en);

export function contactToSupportMail(
  id: number,
  input: ContactInput,
  lang: MailLang,
  to: string,
  publicUrl: string,
): MailMessage {
  const message = renderMail(
    to,
    {
      lang,
      subject: pick(
        lang,
        `Contact #${id}: ${input.subject || input.name}`,
        `رسالة تواصل #${id}: ${input.subject || input.name}`,
      ),
      heading: pick(lang, 'New message from the contact form', 'رسالة جديدة من نموذج التواصل'),
      paragraphs: input.message.split(/\n{2,}/),
      facts: [
        { label: pick(lang, 'From', 'من'), value: `${input.name} <${input.email}>`, ltr: true },
        {
          label: pick(lang, 'Language', 'اللغة'),
          value: lang === 'ar' ? 'العربية (ar): reply in Arabic' : 'English (en)',
        },
        { label: pick(lang, 'Reference', 'المرجع'), value: `#${id}`, ltr: true },
      ],
      footer: pick(lang, 'Reply to this e-mail to answer the sender.', 'رد على هذه الرسالة للإجابة على المرسل.'),
    },
    publicUrl,
  );
  return { ...message, replyTo: input.email };
}

export function contactAckMail(id: number, input: ContactInput, lang: MailLang, publicUrl: string): MailMessage {
  return renderMail(
    input.email,
    {
      lang,
      subject: pick(lang, `We received your message (#${id})`, `تلقينا رسالتك (#${id})`),
      heading: pick(lang, 'We received your message', 'تلقينا رسالتك'),
      greeting: pick(lang, `Hello ${input.name},`, `مرحباً ${input.name}،`),
      paragraphs: [
        pick(
          lang,
          'Thank you for writing to us. Our team answers by e-mail, usually within two working days.',
          'شكراً لتواصلك معنا. يرد فريقنا عبر البريد الإلكتروني، عادة خلال يومي عمل.',
        ),
      ],
      facts: [
        { label: pick(lang, 'Reference', 'المرجع'), value: `#${id}`, ltr: true },
        ...(input.subject ? [{ label: pick(lang, 'Subject', 'الموضوع'), value: input.subject }] : []),
      ],
      notes: [pick(lang, 'Your message:', 'رسالتك:'), input.message],
      footer: pick(
        lang,
        'You get this e-mail because you wrote to JAD Travel through the contact form.',
        'وصلتك هذه الرسالة لأنك راسلت جاد للسفر عبر نموذج التواصل.',
      ),
    },
    publicUrl,
  );
}

export async function enqueueContactMails(
  tx: Db,
  id: number,
  input: ContactInput,
  lang: MailLang,
  publicUrl: string,
): Promise<void> {
  await enqueueMail(tx, `contact-support:${id}`, contactToSupportMail(id, input, lang, supportEmail(), publicUrl));
  await enqueueMail(tx, `contact-ack:${id}`, contactAckMail(id, input, lang, publicUrl));
}
