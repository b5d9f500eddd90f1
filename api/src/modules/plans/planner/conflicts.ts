// Conflicts in a plan the traveller edits by hand: items that overlap, fall when the branch is closed,
// cannot be reached in time from the previous item (or the hotel), fall in free time, or lie outside the day.
import { formatClock, parseDate, weekdayOf } from './dates';
import { DEFAULT_HOTEL, normaliseIntervals } from './instance';
import { travelMinutes, type TravelFn } from './travel';
import type {
  FreeTimeSlot,
  GeoPoint,
  LocalizedText,
  OpeningInterval,
  PlannerActivity,
  PlannerBranch,
  Weekday,
} from './types';

export interface OwnPlanItem {
  activityId: number;
  branchId: number;
  startMin: number;
  /** Default: start + the activity's duration. */
  endMin?: number;
}

export interface OwnPlan {
  days: readonly { date: string; items: readonly OwnPlanItem[] }[];
}

export interface ConflictContext {
  freeTime?: readonly FreeTimeSlot[];
  /** With dayStartMin/dayEndMin: also check the way from and back to the hotel. */
  hotel?: GeoPoint;
  dayStartMin?: number;
  dayEndMin?: number;
  /** Travel minutes between two points (default: the built-in estimate; a routing table when configured). */
  travel?: TravelFn;
}

export type ConflictKind = 'unknown' | 'overlap' | 'closed' | 'unreachable' | 'free-time' | 'outside-day';

export interface PlanConflict {
  kind: ConflictKind;
  dayIndex: number;
  /** Index in the day's items as given. */
  itemIndex: number;
  /** The other item of an overlap, or the previous item of an unreachable one. */
  otherItemIndex?: number;
  message: LocalizedText;
}

const WEEKDAYS: Readonly<Record<Weekday, LocalizedText>> = [
  { en: 'Sunday', ar: 'الأحد' },
  { en: 'Monday', ar: 'الاثنين' },
  { en: 'Tuesday', ar: 'الثلاثاء' },
  { en: 'Wednesday', ar: 'الأربعاء' },
  { en: 'Thursday', ar: 'الخميس' },
  { en: 'Friday', ar: 'الجمعة' },
  { en: 'Saturday', ar: 'السبت' },
];

const range = (a: number, b: number) => `${formatClock(a)}–${formatClock(Math.min(b, 1440))}`;
const rangeAr = (a: number, b: number) => `من ${formatClock(a)} إلى ${formatClock(Math.min(b, 1440))}`;

interface Resolved {
  index: number;
  activity: PlannerActivity;
  branch: PlannerBranch;
  start: number;
  end: number;
}

function closedMessage(a: PlannerActivity, hours: readonly OpeningInterval[], weekday: Weekday): LocalizedText {
  const day = WEEKDAYS[weekday];
  if (hours.length === 0) {
    return { en: `${a.name.en} is closed on ${day.en}s`, ar: `${a.name.ar} مغلق يوم ${day.ar}` };
  }
  return {
    en: `${a.name.en} is closed at that time (open ${hours.map(([o, c]) => range(o, c)).join(', ')} on ${day.en}s)`,
    ar: `${a.name.ar} مغلق في هذا الوقت (يفتح ${hours.map(([o, c]) => rangeAr(o, c)).join('، ')} يوم ${day.ar})`,
  };
}

function unreachableMessage(from: LocalizedText, travel: number, gap: number): LocalizedText {
  return {
    en: `Not reachable in time from ${from.en}: about ${travel} min of travel, ${Math.max(0, gap)} min available`,
    ar: `لا يمكن الوصول في الوقت المناسب من ${from.ar}: يحتاج الطريق نحو ${travel} دقيقة والمتاح ${Math.max(0, gap)} دقيقة`,
  };
}

const HOTEL_NAME: LocalizedText = { en: 'the hotel', ar: 'الفندق' };

export function checkPlanConflicts(
  plan: OwnPlan,
  catalog: readonly PlannerActivity[],
  context: ConflictContext = {},
): PlanConflict[] {
  const travel = context.travel ?? travelMinutes;
  const byId = new Map<number, PlannerActivity>();
  for (const a of catalog) if (!byId.has(a.id)) byId.set(a.id, a);
  const out: PlanConflict[] = [];
  plan.days.forEach((day, dayIndex) => {
    if (parseDate(day.date) === null) {
      day.items.forEach((_, itemIndex) =>
        out.push({
          kind: 'unknown',
          dayIndex,
          itemIndex,
          message: { en: 'This day has no valid date', ar: 'ليس لهذا اليوم تاريخ صالح' },
        }),
      );
      return;
    }
    const weekday = weekdayOf(day.date);
    const free = normaliseIntervals(
      (context.freeTime ?? [])
        .filter((s) => s.date == null || s.date === day.date)
        .map((s) => [s.startMin, s.endMin] as const),
      0,
      1440,
    );
    const items: Resolved[] = [];
    day.items.forEach((item, index) => {
      const activity = byId.get(item.activityId);
      const branch = activity?.branches.find((b) => b.id === item.branchId);
      if (!activity || !branch) {
        out.push({
          kind: 'unknown',
          dayIndex,
          itemIndex: index,
          message: { en: 'This activity or branch is no longer available', ar: 'هذا النشاط أو الفرع لم يعد متاحًا' },
        });
        return;
      }
      items.push({
        index,
        activity,
        branch,
        start: item.startMin,
        end: item.endMin ?? item.startMin + activity.durationMin,
      });
    });
    items.sort((x, y) => x.start - y.start || x.index - y.index);
    const push = (kind: ConflictKind, r: Resolved, message: LocalizedText, other?: Resolved) =>
      out.push({ kind, dayIndex, itemIndex: r.index, ...(other ? { otherItemIndex: other.index } : {}), message });

    items.forEach((r, k) => {
      const hours = normaliseIntervals(r.branch.hours[weekday] ?? [], 0, 1440);
      if (!hours.some(([o, c]) => o <= r.start && r.end <= c))
        push('closed', r, closedMessage(r.activity, hours, weekday));
      for (const [fs, fe] of free) {
        if (fs < r.end && r.start < fe) {
          push('free-time', r, {
            en: `Falls in your free time ${range(fs, fe)}`,
            ar: `يتعارض مع وقت فراغك ${rangeAr(fs, fe)}`,
          });
          break;
        }
      }
      if (context.dayStartMin !== undefined && context.dayEndMin !== undefined) {
        if (r.start < context.dayStartMin || r.end > context.dayEndMin) {
          push('outside-day', r, {
            en: `Outside your day (${range(context.dayStartMin, context.dayEndMin)})`,
            ar: `خارج يومك (${rangeAr(context.dayStartMin, context.dayEndMin)})`,
          });
        }
      }
      for (const o of items.slice(0, k)) {
        if (o.end > r.start) {
          push(
            'overlap',
            r,
            {
              en: `Overlaps ${o.activity.name.en} (${range(o.start, o.end)})`,
              ar: `يتداخل مع ${o.activity.name.ar} (${rangeAr(o.start, o.end)})`,
            },
            o,
          );
        }
      }
      const prev = items[k - 1];
      if (prev && prev.end <= r.start) {
        const t = travel(prev.branch, r.branch);
        if (r.start - prev.end < t)
          push('unreachable', r, unreachableMessage(prev.activity.name, t, r.start - prev.end), prev);
      }
      const withHotel = context.dayStartMin !== undefined && context.dayEndMin !== undefined;
      if (withHotel && k === 0) {
        const t = travel(context.hotel ?? DEFAULT_HOTEL, r.branch);
        const gap = r.start - (context.dayStartMin as number);
        if (gap < t) push('unreachable', r, unreachableMessage(HOTEL_NAME, t, gap));
      }
      if (withHotel && k === items.length - 1) {
        const t = travel(r.branch, context.hotel ?? DEFAULT_HOTEL);
        const dayEnd = context.dayEndMin as number;
        if (r.end + t > dayEnd && r.end <= dayEnd) {
          push('outside-day', r, {
            en: `Ends too late to be back at the hotel by ${formatClock(dayEnd)} (about ${t} min away)`,
            ar: `ينتهي متأخرًا فلا يمكن العودة إلى الفندق قبل ${formatClock(dayEnd)} (يبعد نحو ${t} دقيقة)`,
          });
        }
      }
    });
  });
  return out;
}
