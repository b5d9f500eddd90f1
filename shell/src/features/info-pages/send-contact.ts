import { api, bus, isEmail, messageForResponse } from '@jad/shared-ui';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = 'name' | 'email' | 'message';

/** The fields the api requires (name, a valid e-mail, a message); the subject is optional. */
export function contactErrors(values: ContactMessage): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  if (!isEmail(values.email)) errors.email = 'emailInvalid';
  if (!values.message.trim()) errors.message = 'messageRequired';
  return errors;
}

interface HttpFailure {
  response?: { status?: number; data?: unknown };
}

/**
 * POST /contact. Success shows the spec §8 confirmation in the visitor's language; a failure shows the §8
 * mapped message (the server's text for 400–405, else 'Something went wrong').
 */
export async function sendContact(
  values: ContactMessage,
  receivedText: string,
  translate: (key: 'success' | 'somethingWentWrong') => string,
  /** The page's language: support and the acknowledgement mail use it. */
  language?: string,
): Promise<boolean> {
  try {
    await api.post('/contact', {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
      ...(values.subject.trim() ? { subject: values.subject.trim() } : {}),
      ...(language === 'ar' || language === 'en' ? { language } : {}),
    });
    bus.emit('shell:toast-requested', { message: receivedText, severity: 'success' });
    return true;
  } catch (error) {
    const response = (error as HttpFailure).response;
    bus.emit('shell:toast-requested', messageForResponse(response?.status ?? null, response?.data, translate));
    return false;
  }
}
