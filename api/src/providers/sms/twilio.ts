import type { SmsProvider } from './types';

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** A sender number in E.164 or an alphanumeric sender id; or use messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** The API origin; Twilio's own by default, a local server in tests, or any gateway speaking the same protocol. */
  baseUrl?: string;
  /** Per request; the send is tried at most twice (again only after a 429 or 5xx or a network failure). */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

const RETRYABLE = (status: number) => status === 429 || status >= 500;

/**
 * A gateway with Twilio's Programmable Messaging API: POST /2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To, From (or MessagingServiceSid) and Body, HTTP Basic with the account sid and token.
 * 201 with the message's sid is success; an error answers JSON { code, message, status }.
 */
export function createTwilioSms(options: TwilioSmsOptions): SmsProvider {
  if (!options.from && !options.messagingServiceSid)
    throw new Error('SMS: set a sender (SMS_FROM) or a messaging service (SMS_MESSAGING_SERVICE_SID)');
  const base = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const doFetch = options.fetchImpl ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function attempt(
    body: URLSearchParams,
  ): Promise<{ ok: true } | { ok: false; retry: boolean; error: SmsSendError }> {
    let res: Response;
    try {
      res = await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: body.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return {
        ok: false,
        retry: true,
        error: new SmsSendError(`SMS gateway unreachable: ${(error as Error).message}`, null, null),
      };
    }
    const text = await res.text();
    if (res.status === 200 || res.status === 201) {
      let parsed: { sid?: unknown; status?: unknown } = {};
      try {
        parsed = JSON.parse(text) as typeof parsed;
      } catch {
        /* checked below */
      }
      if (typeof parsed.sid === 'string' && parsed.status !== 'failed' && parsed.status !== 'undelivered')
        return { ok: true };
      return {
        ok: false,
        retry: false,
        error: new SmsSendError('SMS gateway answered without a message id', res.status, null),
      };
    }
    let detail: { code?: unknown; message?: unknown } = {};
    try {
      detail = JSON.parse(text) as typeof detail;
    } catch {
      /* not JSON */
    }
    const code = typeof detail.code === 'number' ? detail.code : null;
    const message = typeof detail.message === 'string' ? detail.message : `HTTP ${res.status}`;
    return {
      ok: false,
      retry: RETRYABLE(res.status),
      error: new SmsSendError(`SMS gateway refused the message: ${message}`, res.status, code),
    };
  }

  return {
    name: 'twilio',
    async send(message) {
      const body = new URLSearchParams({ To: message.to, Body: message.text });
      if (options.messagingServiceSid) body.set('MessagingServiceSid', options.messagingServiceSid);
      else body.set('From', options.from as string);
      const first = await attempt(body);
      if (first.ok) return;
      if (!first.retry) throw first.error;
      const second = await attempt(body);
      if (!second.ok) throw second.error;
    },
  };
}
