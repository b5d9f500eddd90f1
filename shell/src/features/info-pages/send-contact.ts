import { bus, i18n } from '@jad/shared-ui/core';
import { apiPost } from '@jad/shared-ui';
import { z } from '@jad/shared-ui/forms';

// The page's own wording for its three required fields (read in the visitor's language when checked).
const say = (key: string) => () => i18n.t(`pages.contact.${key}`, { ns: 'shell' });

/** What the api requires (name, a valid e-mail, a message); the subject is optional. */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: say('nameRequired') })
    .max(100),
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: say('emailInvalid') })),
  subject: z.string().trim().max(200),
  message: z
    .string()
    .trim()
    .min(1, { error: say('messageRequired') })
    .max(5000),
});

export type ContactMessage = z.output<typeof contactSchema>;
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** POST /contact (rejects with the ApiError); success is confirmed with the spec §8 text in a toast. */
export async function sendContact(values: ContactMessage, receivedText: string, language?: string): Promise<void> {
  await apiPost('/contact', {
    name: values.name,
    email: values.email,
    message: values.message,
    ...(values.subject ? { subject: values.subject } : {}),
    // The page's language: support and the acknowledgement mail use it.
    ...(language === 'ar' || language === 'en' ? { language } : {}),
  });
  bus.emit('shell:toast-requested', { message: receivedText, severity: 'success' });
}
