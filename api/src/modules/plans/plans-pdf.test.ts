import { execFileSync } from 'node:child_process';
import { parse as parseDisposition } from 'content-disposition';
import { createUserSession, dbKinds, type TestApp, type TestUserSession } from '../../../test/helpers';
import { call, createPlansApp, questionnaire } from './testing/plans-app';
import type { ConfirmPlanResponse, PlanDetail } from './types';

/** The text of a PDF, as poppler's pdftotext reads it (installed on CI and here). */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe.each(dbKinds())('a plan as PDF on %s', (kind) => {
  let t: TestApp;
  let owner: TestUserSession;
  let stranger: TestUserSession;
  let plan: PlanDetail;

  beforeAll(async () => {
    t = await createPlansApp(kind);
    owner = await createUserSession(t.app, { language: 'en' });
    stranger = await createUserSession(t.app);
    plan = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ name: 'Spring in Dubai' }), owner.headers))
      .body;
  });
  afterAll(() => t?.close());

  const pdf = (query = '', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/plans/${plan.user_plan_id}/plan.pdf${query}`, headers });
  const items = () => plan.days.flatMap((d) => d.items);

  it('gives the owner a PDF named after the plan, with every day and activity in it', async () => {
    expect(plan.days).toHaveLength(3);
    expect(items().length).toBeGreaterThan(2);
    const res = await pdf('?lang=en', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(parseDisposition(String(res.headers['content-disposition']))).toEqual({
      type: 'attachment',
      parameters: { filename: 'Spring in Dubai.pdf' },
    });
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(res.rawPayload);
    expect(text).toContain('Spring in Dubai');
    expect(text).toContain('JAD Travel');
    for (const item of items()) expect(text.replace(/\s+/g, ' ')).toContain(item.activity.name_en);
    for (let n = 1; n <= 3; n += 1) expect(text).toContain(`Day ${n} ·`);
    expect(text).toMatch(/Page 1 of \d/);
    expect(text).toContain('Day total');
  });

  it('is refused to a stranger and a visitor as the plan itself is (404), and bad input is a 400', async () => {
    for (const headers of [stranger.headers, {}]) {
      const res = await pdf('', headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Plan not found.' });
      expect((await call(t, 'POST', '/plans/fetch', { pid: plan.user_plan_id }, headers)).status).toBe(404);
    }
    expect((await pdf('?lang=fr', owner.headers)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/plans/garbage/plan.pdf', headers: owner.headers })).statusCode,
    ).toBe(400);
  });

  it("marks paid activities for the owner only: a shared plan's PDF shows no booking data", async () => {
    const paid = await call<ConfirmPlanResponse>(
      t,
      'POST',
      '/plans/confirm',
      {
        pid: plan.user_plan_id,
        payment_method: 'pm_card_visa',
        currency: 'AED',
      },
      owner.headers,
    );
    expect(paid.body.payment.status).toBe('succeeded');
    expect(
      (await call(t, 'POST', '/plans/share', { pid: plan.user_plan_id, shared: true }, owner.headers)).status,
    ).toBe(200);

    const mine = pdfText((await pdf('?lang=en', owner.headers)).rawPayload);
    // One mark per activity, and the paid total.
    expect(mine.match(/\bPaid\b/g)?.length).toBe(items().length + 1);
    expect(mine).toContain('Confirmed');

    for (const headers of [stranger.headers, {}]) {
      const res = await pdf('?lang=en', headers);
      expect(res.statusCode).toBe(200);
      const theirs = pdfText(res.rawPayload);
      expect(theirs).toContain('Spring in Dubai');
      for (const item of items()) expect(theirs.replace(/\s+/g, ' ')).toContain(item.activity.name_en);
      expect(theirs).not.toMatch(/Paid|Confirmed|Budget/);
      for (const order of paid.body.plan.days.flatMap((d) => d.items.map((i) => i.order_id as string)))
        expect(theirs).not.toContain(order);
    }
    expect(
      (await call(t, 'POST', '/plans/share', { pid: plan.user_plan_id, shared: false }, owner.headers)).status,
    ).toBe(200);
    expect((await pdf('', stranger.headers)).statusCode).toBe(404);
  });

  it("is in the reader's language without lang: the lang cookie, else the account's", async () => {
    const arabicReader = await createUserSession(t.app, { language: 'ar' });
    const own = (await call<PlanDetail>(t, 'POST', '/plans', questionnaire({ name: 'رحلة دبي' }), arabicReader.headers))
      .body;
    const get = (headers: Record<string, string>, query = '') =>
      t.app.inject({ method: 'GET', url: `/api/v1/plans/${own.user_plan_id}/plan.pdf${query}`, headers });

    const ar = await get(arabicReader.headers);
    expect(ar.statusCode).toBe(200);
    // The Arabic name travels in filename* (RFC 8187); old clients get an ASCII fallback.
    expect(parseDisposition(String(ar.headers['content-disposition'])).parameters.filename).toBe('رحلة دبي.pdf');
    expect(String(ar.headers['content-disposition'])).toContain(
      "filename*=UTF-8''%D8%B1%D8%AD%D9%84%D8%A9%20%D8%AF%D8%A8%D9%8A.pdf",
    );
    expect(String(ar.headers['content-disposition'])).toMatch(/filename="?plan\.pdf"?;/);
    const arText = pdfText(ar.rawPayload);
    expect(arText).not.toContain('Day total');
    expect(arText).toMatch(/[\u0600-\u06ff]{3}/);
    // Times stay in left-to-right order inside the Arabic lines.
    const first = own.days[0]!.items[0];
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    expect(arText).toContain(`${clock(first!.start_min)}–${clock(first!.end_min)}`);

    const en = pdfText(
      (await get({ ...arabicReader.headers, cookie: `${arabicReader.headers.cookie}; lang=en` })).rawPayload,
    );
    expect(en).toContain('Day total');
    expect(pdfText((await get(arabicReader.headers, '?lang=en')).rawPayload)).toContain('Day total');
  });
});
