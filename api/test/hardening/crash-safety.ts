// Crash safety (issue 9, item 4): `npx tsx api/test/hardening/crash-safety.ts [--db pglite|postgres|both] [--acks 120]`.
// Starts the api from source (tsx src/server.ts) as a child process on a PGlite data folder or a throwaway
// PostgreSQL database (TEST_DATABASE_URL's server), fires a burst of posts, likes, activity bookings
// (order + pay) and hotel bookings (checkout + guests + pay, on a room-night with few rooms) from many people
// at once, kill -9s the process once --acks writes were acknowledged (with requests still in flight), starts
// it again on the same data, then stops it and checks the database: every acknowledged write is there exactly
// once, no order lacks its items, every paid order has its payment, each post's like counter matches its
// likes, and no room-night is sold beyond its rooms. Exits 1 when a check fails. crash-safety.test.ts runs a
// short burst of it in the jest run.
//
// Adding a kind of write: a worker operation that records what the api acknowledged (Acks), and checks on the
// database after the restart (the "Checks" part of leg()). Mail is checked there too: every confirmed order's
// confirmation is sent or still queued, and no event's mail is sent twice.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemo } from '../../src/db/seed';
import { DEV_ID_SECRET } from '../../src/config';
import { supplyRoomNights } from '../../src/db/schema';
import { createOpaqueIds } from '../../src/lib/opaque-id';
import { allActivities } from '../../src/modules/activities/catalog/catalog';
import { findHotel, inDays, mainGuest, SUCCESS_CARD } from '../../src/modules/hotels/testing/fixtures';
import { createSession } from '../../src/modules/sessions/service';
import { insertUserWithProfile } from '../../src/modules/users/repository';
import { pgAdmin, withDatabaseName } from '../pg-admin';

const API_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const live = new Set<ChildProcess>();
const PEOPLE = 40;
/** Rooms for sale on the hotel room-night the burst books: few, so the burst sells it out and races for the last. */
const HOTEL_ROOMS = 5;

interface Target {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function target(kind: 'pglite' | 'postgres'): Promise<Target> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jad-crash-pglite-'));
    return {
      kind,
      env: { PGLITE_DIR: dir },
      open: () => createDatabase({ databaseUrl: undefined, pgliteDir: dir }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the PostgreSQL leg needs TEST_DATABASE_URL');
  const name = `jad_crash_${process.pid}_${randomBytes(3).toString('hex')}`;
  await pgAdmin(adminUrl, `create database ${name}`);
  const url = withDatabaseName(adminUrl, name);
  return {
    kind,
    env: { DATABASE_URL: url },
    open: () => createDatabase({ databaseUrl: url, pgliteDir: 'memory://' }),
    cleanup: () => pgAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

function startApi(t: Target, port: number): ChildProcess {
  // node itself with tsx's loader, not the tsx CLI: the CLI runs node as a grandchild, which kill -9 would miss.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      ...t.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      NODE_ENV: 'development',
      JOBS_INTERVAL_MS: '600000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  return child;
}

async function waitHealthy(base: string, child: ChildProcess, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${base}/api/v1/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the api did not become healthy');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

interface Person {
  id: number;
  token: string;
}

interface HotelStay {
  /** Opaque id for the api's links. */
  hid: string;
  hotelId: string;
  roomTypeId: string;
  checkin: string;
  checkout: string;
}

/** A demo hotel's room type with HOTEL_ROOMS rooms for one night, a month ahead. */
function hotelStay(): HotelStay {
  const checkin = inDays(30);
  const checkout = inDays(31);
  const hotel = findHotel(() => true, checkin, checkout, 2);
  return {
    hid: createOpaqueIds(DEV_ID_SECRET).encodeId('hotel', hotel.hid),
    hotelId: hotel.id,
    roomTypeId: hotel.roomTypes[0]!.id,
    checkin,
    checkout,
  };
}

async function prepare(t: Target, stay: HotelStay): Promise<Person[]> {
  const database = await t.open();
  try {
    await migrate(database);
    await seedDemo(database.db);
    await database.db.insert(supplyRoomNights).values({
      hotelId: stay.hotelId,
      roomTypeId: stay.roomTypeId,
      night: stay.checkin,
      allotmentOverride: HOTEL_ROOMS,
    });
    const people: Person[] = [];
    for (let i = 0; i < PEOPLE; i += 1) {
      const s = randomBytes(4).toString('hex');
      const { user } = await database.db.transaction((tx) =>
        insertUserWithProfile(tx, {
          email: `crash-${s}@example.test`,
          username: `crash_${s}`,
          firstName: 'Crash',
          lastName: `Test ${i}`,
        }),
      );
      people.push({ id: user.id, token: (await createSession(database.db, user.id, 'crash')).token });
    }
    return people;
  } finally {
    await database.close();
  }
}

interface Acks {
  posts: string[];
  likes: { userId: number; postId: string }[];
  orders: string[];
  paid: string[];
  /** Hotel checkouts whose payment answered 'confirmed'. */
  hotels: string[];
}

async function leg(kind: 'pglite' | 'postgres', ackTarget: number): Promise<{ ok: boolean; lines: string[] }> {
  const lines: string[] = [];
  const say = (m: string) => {
    lines.push(m);
    console.log(`[${kind}] ${m}`);
  };
  const t = await target(kind);
  try {
    const stay = hotelStay();
    const people = await prepare(t, stay);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = startApi(t, port);
    await waitHealthy(base, child);

    let ip = 0;
    const call = async (who: Person, method: string, url: string, body?: unknown) => {
      ip += 1;
      const res = await fetch(`${base}/api/v1${url}`, {
        method,
        headers: {
          authorization: `Bearer ${who.token}`,
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.${(ip >> 8) & 255}.${ip & 255}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, json: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    };

    // Targets: one post per person to like, the evening safari to book.
    const targetPosts: string[] = [];
    const targetCaption = new Map<string, string>();
    for (const p of people.slice(0, 10)) {
      const caption = `crash target ${randomBytes(3).toString('hex')}`;
      const postId = (await call(p, 'POST', '/posts', { caption })).json.post_id as string;
      targetPosts.push(postId);
      targetCaption.set(postId, caption);
    }
    const evening = allActivities.find((a) => a.slug === 'evening-desert-safari-bbq-dinner');
    const list = await call(people[0]!, 'POST', '/activities/fetch-all', {
      main_category: evening?.mainCategory,
      limit: 48,
    });
    const rows = (list.json.rows as { activity_id: string; slug: string }[] | undefined) ?? [];
    const acid = (rows.find((r) => r.slug === 'evening-desert-safari-bbq-dinner') ?? rows[0])?.activity_id;
    if (!acid) throw new Error(`no activity to book: ${JSON.stringify(list.json).slice(0, 200)}`);
    const detail = await call(people[0]!, 'POST', '/activities/fetch', { acid });
    const branchId = (detail.json.branches as { branch_id: string }[])[0]!.branch_id;
    const visit = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10);

    const page = await call(
      people[0]!,
      'GET',
      `/hotels/${stay.hid}?checkin=${stay.checkin}&checkout=${stay.checkout}&rooms=2`,
    );
    const rooms = (page.json.rooms as { room_type_id: string; rates: { rate_key: string }[] }[] | undefined) ?? [];
    const rateKey = rooms.find((g) => g.room_type_id === stay.roomTypeId)?.rates[0]?.rate_key;
    if (!rateKey) throw new Error(`no hotel rate to book: ${JSON.stringify(page.json).slice(0, 200)}`);

    const acks: Acks = { posts: [], likes: [], orders: [], paid: [], hotels: [] };
    // Orders made from here on are the burst's (the seed's demo orders came without mail).
    const burstStart = new Date();
    const ackCount = () =>
      acks.posts.length + acks.likes.length + acks.orders.length + acks.paid.length + acks.hotels.length;
    let inFlight = 0;
    let killed = false;
    let seq = 0;
    const likeQueue = people
      .flatMap((p) => targetPosts.map((postId) => ({ p, postId })))
      .sort(() => Math.random() - 0.5);

    const worker = async (w: number) => {
      while (!killed) {
        const who = people[(seq += 1) % people.length];
        const op = seq % 4;
        inFlight += 1;
        try {
          if (op === 0) {
            const caption = `crash-${kind}-${w}-${seq}-${randomBytes(3).toString('hex')}`;
            const r = await call(who!, 'POST', '/posts', { caption });
            if (r.status === 201) acks.posts.push(caption);
          } else if (op === 1) {
            const next = likeQueue.pop();
            if (next) {
              const r = await call(next.p, 'POST', '/likes', { post_id: next.postId });
              if (r.status === 200) acks.likes.push({ userId: next.p.id, postId: next.postId });
            }
          } else if (op === 3) {
            const checkout = await call(who!, 'POST', '/hotels/checkouts', { rate_key: rateKey, currency: 'AED' });
            const id = checkout.json.checkout_id as string | undefined;
            if (checkout.status === 201 && id) {
              const guests = await call(who!, 'PUT', `/hotels/checkouts/${id}/guests`, {
                contact: { email: `crash-${seq}@example.test`, phone: '+971 50 000 0000' },
                rooms: [{ guests: [mainGuest] }],
              });
              if (guests.status === 200) {
                const paid = await call(who!, 'POST', `/hotels/checkouts/${id}/pay`, {
                  payment_method: SUCCESS_CARD,
                });
                if (paid.status === 200 && paid.json.outcome === 'confirmed') acks.hotels.push(id);
              }
            }
          } else {
            const r = await call(who!, 'POST', '/activities/orders', {
              acid,
              branch_id: branchId,
              visit_date: visit,
              tickets: { adult: 1 },
              idempotency_key: `crash-${kind}-${seq}-${randomBytes(4).toString('hex')}`,
            });
            if (r.status === 201) {
              const orderId = r.json.order_id as string;
              acks.orders.push(orderId);
              const paid = await call(who!, 'POST', '/activities/orders/pay', {
                order_id: orderId,
                payment_method: 'pm_card_visa',
              });
              if (paid.status === 200 && (paid.json.payment as { status: string }).status === 'succeeded')
                acks.paid.push(orderId);
            }
          }
        } catch {
          // the connection died with the process: not acknowledged
        } finally {
          inFlight -= 1;
        }
      }
    };
    const workers = Array.from({ length: 12 }, (_, i) => worker(i));
    while (ackCount() < ackTarget) {
      if (child.exitCode !== null) throw new Error('the api died during the burst');
      await new Promise((r) => setTimeout(r, 20));
    }
    const inFlightAtKill = inFlight;
    const killedPid = child.pid;
    child.kill('SIGKILL');
    killed = true;
    await exited(child);
    if (child.signalCode !== 'SIGKILL') throw new Error(`the api (pid ${killedPid}) did not die of SIGKILL`);
    await Promise.all(workers);
    say(
      `kill -9 after ${ackCount()} acknowledged writes (${acks.posts.length} posts, ${acks.likes.length} likes, ${acks.orders.length} orders, ${acks.paid.length} paid, ${acks.hotels.length} hotel bookings), ${inFlightAtKill} requests in flight`,
    );

    // Restart on the same data: it must come up, and answer a write.
    const started = Date.now();
    child = startApi(t, port);
    await waitHealthy(base, child);
    const after = await call(people[1]!, 'POST', '/posts', { caption: `after restart ${kind}` });
    say(`restarted in ${((Date.now() - started) / 1000).toFixed(1)} s; a new post after restart: ${after.status}`);
    child.kill('SIGTERM');
    await exited(child);

    // Check the database directly.
    const database = await t.open();
    let ok = after.status === 201;
    const check = (name: string, bad: number, detail = '') => {
      say(`${bad === 0 ? 'ok  ' : 'FAIL'} ${name}${bad ? `: ${bad} ${detail}` : ''}`);
      if (bad) ok = false;
    };
    try {
      const q = async <T>(text: string) =>
        ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
      const lit = (xs: string[]) => (xs.length ? xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',') : `''`);
      const postRows = await q<{ caption: string; n: number }>(
        `select caption, count(*)::int as n from posts where caption in (${lit(acks.posts)}) group by caption`,
      );
      check('every acknowledged post is there', acks.posts.length - postRows.length, 'missing');
      check(
        'no post is doubled',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from (select caption from posts where caption like 'crash-%' group by caption having count(*) > 1) d`,
          )
        )[0]!.n,
        'captions twice',
      );
      const likeCheck = await q<{ n: number }>(
        `select count(*)::int as n from posts p where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)`,
      );
      check("each post's like counter equals its likes (no half-written like)", likeCheck[0]!.n, 'posts off');
      const likePairs = new Set(
        (
          await q<{ caption: string; user_id: number }>(
            `select p.caption, l.user_id::int as user_id from post_likes l join posts p on p.id = l.post_id where p.caption like 'crash target %'`,
          )
        ).map((r) => `${r.caption}|${r.user_id}`),
      );
      check(
        'every acknowledged like is there',
        acks.likes.filter((l) => !likePairs.has(`${targetCaption.get(l.postId)}|${l.userId}`)).length,
        'missing',
      );
      const orderRows = await q<{ uuid: string }>(
        `select uuid::text as uuid from orders where uuid::text in (${lit(acks.orders)})`,
      );
      check('every acknowledged order is there', acks.orders.length - orderRows.length, 'missing');
      check(
        'no order without its items',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from orders o where o.kind = 'activity' and not exists (select 1 from activity_order_items i where i.order_id = o.id)`,
          )
        )[0]!.n,
        'orders',
      );
      const paidRows = await q<{ uuid: string; status: string; pays: number }>(
        `select o.uuid::text as uuid, o.status, (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as pays from orders o where o.uuid::text in (${lit(acks.paid)})`,
      );
      check(
        'every acknowledged payment: order confirmed with one succeeded payment',
        acks.paid.length - paidRows.filter((r) => r.status === 'confirmed' && r.pays === 1).length,
        'not so',
      );
      check(
        'no confirmed order without a succeeded payment',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from orders o where o.kind = 'activity' and o.status = 'confirmed' and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'succeeded')`,
          )
        )[0]!.n,
        'orders',
      );
      check(
        'no order charged twice',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from (select order_id from payments where status = 'succeeded' group by order_id having count(*) > 1) d`,
          )
        )[0]!.n,
        'orders',
      );
      // Hotels: each acknowledged booking is one checkout, booked, with one confirmed order, one supplier booking
      // and one succeeded charge; no room-night sold beyond its rooms; no confirmed hotel order unpaid.
      const hotelRows = await q<{ status: string; order_status: string; supplier: number; pays: number }>(
        `select h.status, o.status as order_status,
           (select count(*)::int from supply_orders s where s.partner_order_id = o.uuid::text and s.status = 'ok') as supplier,
           (select count(*)::int from payments p where p.order_id = o.id and p.status = 'succeeded') as pays
         from hotel_checkouts h join orders o on o.id = h.order_id where h.uuid::text in (${lit(acks.hotels)})`,
      );
      check(
        'every acknowledged hotel booking: booked once, order confirmed, one supplier booking, one charge',
        acks.hotels.length -
          hotelRows.filter(
            (r) => r.status === 'booked' && r.order_status === 'confirmed' && r.supplier === 1 && r.pays === 1,
          ).length,
        'not so',
      );
      check(
        'no hotel order shared by two checkouts',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from (select order_id from hotel_checkouts where order_id is not null group by order_id having count(*) > 1) d`,
          )
        )[0]!.n,
        'orders',
      );
      const [night] = await q<{ booked: number; sold: number }>(
        `select n.booked, (select count(*)::int from supply_orders s where s.status = 'ok') as sold from supply_room_nights n
         where n.hotel_id = '${stay.hotelId}' and n.room_type_id = '${stay.roomTypeId}' and n.night = '${stay.checkin}'`,
      );
      check(
        `no room oversold (${night?.sold ?? 0} sold, ${night?.booked ?? 0} held of ${HOTEL_ROOMS})`,
        Math.max(0, (night?.sold ?? 0) - HOTEL_ROOMS) + Math.max(0, (night?.booked ?? 0) - HOTEL_ROOMS),
        'rooms over',
      );
      say(
        `note: ${Math.max(0, (night?.booked ?? 0) - (night?.sold ?? 0))} room(s) held without a supplier booking (killed between taking the room and booking it)`,
      );
      check(
        'the room-night holds at least the rooms sold',
        Math.max(0, (night?.sold ?? 0) - (night?.booked ?? 0)),
        'sold but not held',
      );
      check(
        'no confirmed hotel order without its charge',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from orders o where o.kind = 'hotel' and o.status = 'confirmed' and not exists (select 1 from payments p where p.order_id = o.id and p.status = 'succeeded')`,
          )
        )[0]!.n,
        'orders',
      );
      // Mail: every confirmed order's confirmation is queued in the order's own transaction (an activity's as the job
      // that draws its voucher), so after the crash it is sent (an outbox row) or still queued (its job), and no
      // event's mail is in the outbox twice.
      const unmailed = await q<{ n: number }>(
        `select count(*)::int as n from orders o
         cross join lateral (select case o.kind when 'hotel' then 'hotel-booking-confirmed:' else 'activity-order-confirmed:' end || o.uuid::text as key) k
         where o.status = 'confirmed' and o.kind in ('hotel', 'activity') and o.created_at >= '${burstStart.toISOString()}'
           and not exists (select 1 from mail_outbox m where m.idempotency_key = k.key)
           and not exists (select 1 from scheduled_jobs j where j.dedupe_key in ('mail:' || k.key, 'tickets-mail:' || o.uuid::text))`,
      );
      check('every confirmed order has its confirmation mail sent or queued', unmailed[0]!.n, 'orders without');
      check(
        'no mail sent twice for one event',
        (
          await q<{ n: number }>(
            `select count(*)::int as n from (select idempotency_key from mail_outbox where idempotency_key is not null group by idempotency_key having count(*) > 1) d`,
          )
        )[0]!.n,
        'keys twice',
      );
      const mails = await q<{ sent: number; queued: number }>(
        `select (select count(*)::int from mail_outbox where idempotency_key like '%-confirmed:%') as sent,
                (select count(*)::int from scheduled_jobs where kind = 'mail.send' and status in ('pending', 'running')) as queued`,
      );
      say(`note: confirmation mails: ${mails[0]?.sent ?? 0} sent, ${mails[0]?.queued ?? 0} still queued at the check`);
      const window = (
        await q<{ n: number }>(
          `select count(*)::int as n from orders o where o.kind = 'activity' and o.status = 'pending' and exists (select 1 from payments p where p.order_id = o.id and p.status = 'succeeded')`,
        )
      )[0]!.n;
      say(
        `note: ${window} order(s) charged but still pending (killed between the charge and the order update; paying again with the same key settles it without a second charge)`,
      );
    } finally {
      await database.close();
    }
    return { ok, lines };
  } finally {
    await t.cleanup();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: process.env.TEST_DATABASE_URL ? 'both' : 'pglite' },
      acks: { type: 'string', default: '120' },
    },
  });
  const kinds: ('pglite' | 'postgres')[] =
    values.db === 'both' ? ['pglite', 'postgres'] : [values.db as 'pglite' | 'postgres'];
  let ok = true;
  for (const kind of kinds) ok = (await leg(kind, Number(values.acks))).ok && ok;
  console.log(ok ? 'crash safety: all checks passed' : 'crash safety: FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  for (const child of live) child.kill('SIGKILL');
  process.exit(1);
});
