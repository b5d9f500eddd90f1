import { escapeText, foldLine, icsUtc } from '../../lib/ics';
import { buildPlanIcs, icsFileName } from './ics';
import type { PlanDetail, PlanItemView } from './types';

const item = (over: Partial<PlanItemView> = {}): PlanItemView => ({
  item_id: 'item-1',
  date: '2026-03-02',
  start_min: 600,
  end_min: 750,
  travel_min_before: 12,
  travel_mode_before: 'drive',
  cost_minor: 29800,
  paid: false,
  order_id: null,
  reason: { en: 'Matches your interest in museums, rated 4.7/5', ar: 'يناسب اهتمامك بالمتاحف، وتقييمه 4.7 من 5' },
  activity: {
    activity_id: 'a1',
    slug: 'museum-of-the-future',
    name_en: 'Museum of the Future',
    name_ar: 'متحف المستقبل',
    main_category: 'museums',
    horizontal_thumbnail: '',
    duration_min: 150,
    rating: 4.7,
  },
  branch: {
    branch_id: 'b1',
    name_en: 'Museum of the Future – Sheikh Zayed Road',
    name_ar: 'متحف المستقبل – شارع الشيخ زايد',
    area: 'Trade Centre',
    lat: 25.2191,
    lng: 55.2818,
  },
  ...over,
});

const plan = (items: PlanItemView[]) =>
  ({
    user_plan_id: 'P1',
    name: 'Eid, family; and friends',
    days: [{ date: '2026-03-02', weekday: 1, items, return_travel_min: 10, cost_minor: 0 }],
  }) as unknown as PlanDetail;

/** Unfolds the lines of an iCalendar text (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

describe('calendar export', () => {
  it('writes Dubai times as UTC (UTC+4 all year)', () => {
    expect(icsUtc('2026-03-02', 600)).toBe('20260302T060000Z');
    expect(icsUtc('2026-03-02', 120)).toBe('20260301T220000Z');
    expect(icsUtc('2026-07-15', 1440)).toBe('20260715T200000Z');
  });

  it('escapes text values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const long = `DESCRIPTION:${'متحف '.repeat(40)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('has one event per activity with times, place, reason and a link back', () => {
    const ics = buildPlanIcs(plan([item(), item({ item_id: 'item-2', start_min: 900, end_min: 990, paid: true })]), {
      lang: 'en',
      now: new Date('2026-02-01T10:00:00Z'),
      origin: 'https://jad.travel',
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = unfold(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        'X-WR-CALNAME:Eid\\, family\\; and friends',
        'UID:item-1@plans.jad.travel',
        'DTSTAMP:20260201T100000Z',
        'DTSTART:20260302T060000Z',
        'DTEND:20260302T083000Z',
        'SUMMARY:Museum of the Future',
        'LOCATION:Museum of the Future – Sheikh Zayed Road\\, Trade Centre',
        'GEO:25.219100;55.281800',
        'URL:https://jad.travel/plan?pid=P1',
        'STATUS:TENTATIVE',
        'STATUS:CONFIRMED',
        'DESCRIPTION:Matches your interest in museums\\, rated 4.7/5\\nEid\\, family\\; and friends: https://jad.travel/plan?pid=P1',
      ]),
    );
  });

  it('speaks Arabic when asked', () => {
    const lines = unfold(buildPlanIcs(plan([item()]), { lang: 'ar', now: new Date(0), origin: 'http://x' }));
    expect(lines).toContain('SUMMARY:متحف المستقبل');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain('يناسب اهتمامك بالمتاحف');
  });

  it('names the file after the plan, in safe ASCII', () => {
    expect(icsFileName('Eid in Dubai!')).toBe('eid-in-dubai.ics');
    expect(icsFileName('عطلة عائلية')).toBe('plan.ics');
  });
});
