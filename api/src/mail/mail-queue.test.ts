import { createTestApp, dbKinds, type TestApp } from '../../test/helpers';
import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { mailOutbox, mailSent } from '../db/schema';
import { jobHandlers } from '../jobs';
import { runDueJobs } from '../jobs/runner';
import { createOutboxMail, createSmtpMail } from '../providers/mail';
import { deliverQueuedMail, mailJobHandlers } from './deliver';
import { mailSettled } from './dispatch';
import { renderMail } from './layout';
import { enqueueMail, MAIL_JOB, mailJobKey } from './queue';

const quiet = { info: () => undefined, error: () => undefined };

/** A real SMTP server on 127.0.0.1 that keeps the raw messages it receives. */
async function startSmtp(): Promise<{ port: number; raw: string[]; close(): Promise<void> }> {
  const raw: string[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        raw.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    raw,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const message = (to: string, lang: 'en' | 'ar') => ({
  ...renderMail(
    to,
    {
      lang,
      subject: lang === 'ar' ? 'تم تأكيد حجزك' : 'Booking confirmed',
      heading: 'H',
      paragraphs: ['Body 42'],
      footer: 'F',
    },
    'https://jad.example',
  ),
  attachments: [
    {
      filename: 'plan.ics',
      contentType: 'text/calendar',
      content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
    },
  ],
});

describe.each(dbKinds())('the mail queue on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());
  const outboxRows = (key: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.idempotencyKey, key));
  const jobOf = async (key: string) =>
    (
      await t.db.execute<{ id: string; status: string; payload: Record<string, unknown> }>(
        sql`select id, status, payload from scheduled_jobs where dedupe_key = ${mailJobKey(key)} order by id`,
      )
    ).rows;

  it('sends nothing for a rolled-back transaction, and the committed one once', async () => {
    const key = `test-rollback:${Date.now()}`;
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, key, message('a@example.test', 'en'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    t.app.mailQueue.kick();
    await mailSettled();
    expect(await outboxRows(key)).toHaveLength(0);

    await t.db.transaction((tx) => enqueueMail(tx, key, message('a@example.test', 'en')));
    t.app.mailQueue.kick();
    await mailSettled();
    const [row] = await outboxRows(key);
    expect(row).toMatchObject({ to: 'a@example.test', subject: 'Booking confirmed', lang: 'en' });
    expect(row!.attachments).toEqual([
      expect.objectContaining({ filename: 'plan.ics', contentType: 'text/calendar', size: 32 }),
    ]);
    // The payload is scrubbed once sent, so codes and links do not stay in the jobs table.
    expect((await jobOf(key)).map((j) => [j.status, j.payload])).toEqual([['done', { key, sent: true }]]);
  });

  it('sends one mail per event, however often it is queued', async () => {
    const key = `test-twice:${Date.now()}`;
    await t.db.transaction((tx) => enqueueMail(tx, key, message('b@example.test', 'en')));
    await t.db.transaction((tx) => enqueueMail(tx, key, message('b@example.test', 'en'))); // pending: deduped
    t.app.mailQueue.kick();
    await mailSettled();
    await t.db.transaction((tx) => enqueueMail(tx, key, message('b@example.test', 'en'))); // after the send: mail_sent
    t.app.mailQueue.kick();
    await mailSettled();
    expect(await outboxRows(key)).toHaveLength(1);
    expect((await jobOf(key)).map((j) => j.status)).toEqual(['done', 'done']);
  });

  it('sends exactly once when the process dies between the send and marking the job done', async () => {
    const key = `test-crash:${Date.now()}`;
    const at = new Date(Date.now() + 2 * 86_400_000);
    await t.db.transaction((tx) => enqueueMail(tx, key, message('c@example.test', 'ar'), at));
    const [job] = await jobOf(key);
    // This process claims the job, its handler sends the mail, and it is killed before the runner marks it done.
    await t.db.execute(
      sql`update scheduled_jobs set status = 'running', attempts = 1, locked_until = ${new Date(at.getTime() + 60_000).toISOString()}::timestamptz where id = ${job!.id}`,
    );
    const provider = createOutboxMail(t.db);
    await provider.send({ ...(await import('./queue')).readQueuedMail(job!.payload) }); // died right after the send, before mail_sent
    // Another instance finds the job's lock expired and runs it again.
    const ran = await runDueJobs(t.db, jobHandlers(t.app), quiet, new Date(at.getTime() + 120_000), 50, [MAIL_JOB]);
    expect(ran).toBe(1);
    expect(await outboxRows(key)).toHaveLength(1);
    expect((await jobOf(key))[0]!.status).toBe('done');
    expect(await t.db.select().from(mailSent).where(eq(mailSent.idempotencyKey, key))).toHaveLength(1);
  });

  it('over SMTP: a crash after the sent-record is written sends nothing more; the Message-ID comes from the key', async () => {
    const smtp = await startSmtp();
    const provider = createSmtpMail({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'JAD Travel <no-reply@jad.test>' });
    try {
      const key = `test-smtp-crash:${Date.now()}`;
      await t.db.transaction((tx) =>
        enqueueMail(tx, key, message('d@example.test', 'en'), new Date(Date.now() + 3 * 86_400_000)),
      );
      const [job] = await jobOf(key);
      await deliverQueuedMail(t.db, provider, job!.payload); // sent and recorded; the process dies before "done"
      await mailJobHandlers(provider)[MAIL_JOB]!(job!.payload, { db: t.db, now: new Date() }); // the re-run
      expect(smtp.raw).toHaveLength(1);
      const parsed = await PostalMime.parse(smtp.raw[0]!);
      expect(parsed.messageId).toMatch(/^<[0-9a-f]{40}@jad\.test>$/);
    } finally {
      await provider.close?.();
      await smtp.close();
    }
  });

  it('delivers en and ar over SMTP: subject, html (rtl for ar), text part, reply-to and the attachment', async () => {
    const smtp = await startSmtp();
    const provider = createSmtpMail({ url: `smtp://127.0.0.1:${smtp.port}`, from: 'JAD Travel <no-reply@jad.test>' });
    try {
      await provider.send({
        ...message('en@example.test', 'en'),
        replyTo: 'sender@example.test',
        idempotencyKey: 'k-en',
      });
      await provider.send({ ...message('ar@example.test', 'ar'), idempotencyKey: 'k-ar' });
      const [en, ar] = await Promise.all(smtp.raw.map((r) => PostalMime.parse(r)));
      expect(en!.subject).toBe('Booking confirmed');
      expect(en!.html).toContain('dir="ltr"');
      expect(en!.text).toContain('Body 42');
      expect(en!.replyTo?.[0]).toMatchObject({ address: 'sender@example.test' });
      expect(en!.attachments.map((a) => [a.filename, a.mimeType])).toEqual([['plan.ics', 'text/calendar']]);
      expect(ar!.subject).toBe('تم تأكيد حجزك');
      expect(ar!.html).toContain('<html lang="ar" dir="rtl">');
      expect(ar!.html).toContain("'Noto Kufi Arabic'");
      expect(ar!.text).toContain('جاد للسفر');
    } finally {
      await provider.close?.();
      await smtp.close();
    }
  });
});
