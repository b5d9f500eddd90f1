import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createMailProvider } from './index';
import { createSmtpMail } from './smtp';

interface Received {
  from: string | undefined;
  to: string[];
  data: string;
  user: string | undefined;
}

/** A real SMTP server on 127.0.0.1, port 0, that keeps what it receives. */
async function startServer(options: {
  auth: boolean;
}): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.auth,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SMTP mail adapter (nodemailer)', () => {
  it('delivers text and html with the configured sender, authenticating', async () => {
    const server = await startServer({ auth: true });
    const mail = createSmtpMail({
      url: `smtp://mailer:s3cret@127.0.0.1:${server.port}`,
      from: 'Jad <no-reply@jad.test>',
    });
    try {
      await mail.send({
        to: 'sara@example.com',
        subject: 'Your verification code: 123456',
        text: 'Code 123456',
        html: '<p>Code 123456</p>',
      });
      expect(server.received).toHaveLength(1);
      const [m] = server.received;
      expect(m).toMatchObject({ from: 'no-reply@jad.test', to: ['sara@example.com'], user: 'mailer' });
      expect(m!.data).toMatch(/Subject: Your verification code: 123456/);
      expect(m!.data).toMatch(/Content-Type: text\/html/);
      expect(m!.data).toContain('Code 123456');
    } finally {
      await mail.close?.();
      await server.close();
    }
  });

  it('fails loudly when the server refuses the credentials', async () => {
    const server = await startServer({ auth: true });
    const mail = createSmtpMail({ url: `smtp://mailer:wrong@127.0.0.1:${server.port}`, from: 'no-reply@jad.test' });
    try {
      await expect(mail.send({ to: 'a@b.co', subject: 's', text: 't' })).rejects.toThrow();
      expect(server.received).toHaveLength(0);
    } finally {
      await mail.close?.();
      await server.close();
    }
  });

  it('is chosen by SMTP_URL, with MAIL_FROM as the sender; the outbox otherwise', async () => {
    const server = await startServer({ auth: false });
    const fakeDb = {} as Parameters<typeof createMailProvider>[0];
    const mail = createMailProvider(fakeDb, {
      SMTP_URL: `smtp://127.0.0.1:${server.port}`,
      MAIL_FROM: 'Trips <trips@jad.test>',
      NODE_ENV: 'test',
    });
    try {
      expect(mail.name).toBe('smtp');
      await mail.send({ to: 'omar@example.com', subject: 'Hi', text: 'Hello' });
      expect(server.received[0]).toMatchObject({ from: 'trips@jad.test', to: ['omar@example.com'] });
      expect(createMailProvider(fakeDb, { NODE_ENV: 'test' }).name).toBe('outbox');
    } finally {
      await mail.close?.();
      await server.close();
    }
  });
});
