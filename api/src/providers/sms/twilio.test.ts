import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, createUserSession, type TestApp } from '../../../test/helpers';
import { nextIp } from '../../modules/accounts/test-utils/accounts-test-kit';
import { createSmsProvider } from './index';
import { createTwilioSms, SmsSendError } from './twilio';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'local-test-token';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

/**
 * A local server that speaks Twilio's Messages API: Basic auth with the account sid and token, form
 * fields To / From | MessagingServiceSid / Body, 201 with the message resource, errors as { code, message, status }.
 * `script` answers the requests in turn with a status (5xx to make the client retry); afterwards it validates.
 */
async function startGateway(script: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form,
      });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const scripted = script.shift();
      if (scripted !== undefined && scripted >= 500)
        return json(scripted, { code: 20500, message: 'Internal Server Error', status: scripted });
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`)
        return json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      const expected = `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`;
      if (req.headers.authorization !== expected)
        return json(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? ''))
        return json(400, {
          code: 21211,
          message: `The 'To' number ${form.To} is not a valid phone number.`,
          status: 400,
        });
      if (!form.From && !form.MessagingServiceSid)
        return json(400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
      if (!form.Body) return json(400, { code: 21602, message: 'Message body is required.', status: 400 });
      return json(201, {
        sid: `SM${String(received.length).padStart(32, '0')}`,
        status: 'queued',
        to: form.To,
        from: form.From ?? null,
        body: form.Body,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Twilio-style SMS adapter', () => {
  it('posts the message form with Basic auth and succeeds on 201', async () => {
    const gw = await startGateway();
    try {
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: `${gw.url}/` });
      await sms.send({ to: '+971501234567', text: 'Your Jad verification code is 123456.' });
      expect(gw.received).toHaveLength(1);
      expect(gw.received[0]).toMatchObject({
        method: 'POST',
        path: `/2010-04-01/Accounts/${SID}/Messages.json`,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+971501234567', From: '+15005550006', Body: 'Your Jad verification code is 123456.' },
      });
    } finally {
      await gw.close();
    }
  });

  it('uses a messaging service instead of a sender when given, and sends Arabic text intact', async () => {
    const gw = await startGateway();
    try {
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, messagingServiceSid: 'MG123', baseUrl: gw.url });
      await sms.send({ to: '+971501234567', text: 'رمز التحقق من جاد: 123456' });
      expect(gw.received[0]!.form).toEqual({
        To: '+971501234567',
        MessagingServiceSid: 'MG123',
        Body: 'رمز التحقق من جاد: 123456',
      });
    } finally {
      await gw.close();
    }
  });

  it("fails with the gateway's error on a 4xx, without retrying", async () => {
    const gw = await startGateway();
    try {
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: gw.url });
      const error = await sms.send({ to: '12345', text: 'x' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SmsSendError);
      expect(error).toMatchObject({ status: 400, code: 21211 });
      expect((error as Error).message).toContain('is not a valid phone number');
      expect(gw.received).toHaveLength(1);
      const badAuth = createTwilioSms({ accountSid: SID, authToken: 'wrong', from: '+15005550006', baseUrl: gw.url });
      await expect(badAuth.send({ to: '+971501234567', text: 'x' })).rejects.toMatchObject({
        status: 401,
        code: 20003,
      });
    } finally {
      await gw.close();
    }
  });

  it('retries once after a 5xx, and gives up after two', async () => {
    const gw = await startGateway([503]);
    try {
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: gw.url });
      await sms.send({ to: '+971501234567', text: 'hello' });
      expect(gw.received).toHaveLength(2);
    } finally {
      await gw.close();
    }
    const down = await startGateway([500, 502]);
    try {
      const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: down.url });
      await expect(sms.send({ to: '+971501234567', text: 'hello' })).rejects.toMatchObject({ status: 502 });
      expect(down.received).toHaveLength(2);
    } finally {
      await down.close();
    }
  });

  it('reports an unreachable gateway as a send error', async () => {
    const gw = await startGateway();
    await gw.close();
    const sms = createTwilioSms({
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
      baseUrl: gw.url,
      timeoutMs: 2000,
    });
    await expect(sms.send({ to: '+971501234567', text: 'x' })).rejects.toMatchObject({
      name: 'SmsSendError',
      status: null,
    });
  });

  it('is chosen from the environment; the outbox otherwise; a sender is required', () => {
    const db = {} as never;
    expect(createSmsProvider(db, {}).name).toBe('outbox');
    expect(createSmsProvider(db, { SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN, SMS_FROM: '+15005550006' }).name).toBe(
      'twilio',
    );
    expect(() => createSmsProvider(db, { SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN })).toThrow(/SMS_FROM/);
  });

  describe('behind POST /phone/send-otp', () => {
    let t: TestApp;
    let gw: Awaited<ReturnType<typeof startGateway>>;
    beforeAll(async () => {
      gw = await startGateway();
      const sms = createSmsProvider({} as never, {
        SMS_ACCOUNT_SID: SID,
        SMS_AUTH_TOKEN: TOKEN,
        SMS_FROM: '+15005550006',
        SMS_API_URL: gw.url,
      });
      t = await createTestApp('pglite', { providers: { sms } });
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      await gw?.close();
    });

    it('texts the code through the gateway, and answers 502 with a message when the gateway refuses', async () => {
      const s = await createUserSession(t.app);
      const send = (phone: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/phone/send-otp',
          headers: s.headers,
          payload: { phone },
          remoteAddress: nextIp(),
        });
      const ok = await send('+971501239876');
      expect(ok.json()).toEqual({ message: 'OTP has been sent successfully', code: 'otp_sent' });
      const texted = gw.received.at(-1)!;
      expect(texted.form.To).toBe('+971501239876');
      const code = /\b(\d{6})\b/.exec(texted.form.Body!)![1];
      const verified = await t.app.inject({
        method: 'POST',
        url: '/api/v1/phone/verify-otp',
        headers: s.headers,
        payload: { phone: '+971501239876', code },
        remoteAddress: nextIp(),
      });
      expect(verified.json()).toEqual({ message: 'OTP has been verified', code: 'otp_verified' });
      // The gateway goes away: the person gets a plain 502 with a message, never a 500.
      await gw.close();
      const refused = await send('+971501230000');
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toBe('The text message could not be sent. Please try again later.');
    });
  });
});
