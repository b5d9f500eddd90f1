import { areaAr } from '../../activities/catalog/area-names';
import { ltr, type Dir } from '../../../lib/pdf/bidi-line';
import { createPdfDocument, type PdfLang } from '../../../lib/pdf/document';
import { clockTime, formatDateRange, formatFullDate, formatMoney } from '../../../lib/pdf/format';
import { PdfWriter, type TextStyle } from '../../../lib/pdf/writer';
import type { PlanBookingView, PlanDayView, PlanDetail, PlanItemView, TravelMode } from '../types';
import { PLAN_PDF_TEXTS, type PlanPdfTexts } from './plan-pdf-texts';

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
/** Content stops here; the footer (brand and page number) sits below. */
const BOTTOM = PAGE.height - 64;
const INNER = PAGE.width - 2 * PAGE.margin;
const ACCENT = '#0b6e4f';
const MUTED = '#5c5f70';
const RULE = '#d0d3dc';
const DAY_BAND = '#e8f3ee';
const TIME_W = 78;
const PRICE_W = 104;
const GAP = 12;

type Put = (text: string, x: number, y: number, width: number, style?: TextStyle) => number;

/**
 * The plan as an A4 PDF in `lang`: title, dates, group, then each day (date with weekday, each activity with its
 * times, place, price and the way to the next stop, the day's total), the totals and numbered pages.
 * It draws the presented plan (PlanDetail) as the reader may see it: paid marks and the budget only for the owner.
 */
export async function renderPlanPdf(plan: PlanDetail, lang: PdfLang): Promise<Buffer> {
  const t = PLAN_PDF_TEXTS[lang];
  const dir: Dir = lang === 'ar' ? 'rtl' : 'ltr';
  const { doc, done } = createPdfDocument({
    title: `${plan.name} · JAD Travel`,
    lang,
    margin: PAGE.margin,
    bufferPages: true,
  });
  const w = new PdfWriter(doc, dir);
  const money = (minor: number) => ltr(formatMoney(minor, plan.currency, lang));
  const owner = plan.is_owner;
  const left = PAGE.margin;
  /** x of a column that sits at the start (or end) side of the page, `width` wide. */
  const startX = (width: number) => (dir === 'rtl' ? left + INNER - width : left);
  const endX = (width: number) => (dir === 'rtl' ? left : left + INNER - width);
  const rule = (y: number, color = RULE) =>
    doc
      .moveTo(left, y)
      .lineTo(left + INNER, y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();

  // Header band with the brand, then what the trip is.
  doc.rect(0, 0, PAGE.width, 86).fill(ACCENT);
  w.text('JAD Travel', left, 24, INNER, { size: 20, bold: true, color: '#ffffff' });
  w.text(t.subtitle, left, 52, INNER, { size: 12, color: '#e3f4ec' });
  let y = w.text(plan.name, left, 108, INNER, { size: 20, bold: true });
  const place = lang === 'ar' ? plan.destination.name_ar : plan.destination.name_en;
  y = w.text(
    `${formatDateRange(plan.start_date, plan.end_date, lang)} · ${t.days(plan.days.length)}`,
    left,
    y + 2,
    INNER,
    { size: 11.5 },
  );
  y = w.text(`${t.stay(place)} · ${groupText(plan, t)}`, left, y, INNER, { size: 11.5 });
  const ownerName = `${plan.owner.first_name} ${plan.owner.last_name}`.trim() || plan.owner.username;
  const about = [t.plannedBy(ownerName)];
  if (owner) about.push(t.status[plan.status]);
  if (owner && plan.budget_minor !== null) about.push(`${t.budget} ${money(plan.budget_minor)}`);
  y = w.text(about.join(' · '), left, y, INNER, { size: 10, color: MUTED }) + 14;

  const newPage = () => {
    doc.addPage();
    return PAGE.margin;
  };

  /** One travel line ("To the next stop: 12 min by car or taxi"), drawn or only measured. */
  const travelLine = (put: Put, label: string, minutes: number, mode: TravelMode, at: number) =>
    put(
      `${label}: ${minutes > 0 ? t.travel(minutes, mode) : t.near}`,
      left + (dir === 'rtl' ? 0 : TIME_W + GAP),
      at,
      INNER - TIME_W - GAP,
      { size: 9, color: MUTED },
    );

  /** An activity row: time at the start side, price (and the paid mark) at the end side, name and place between. */
  const itemRow = (put: Put, item: PlanItemView, at: number): number => {
    const bodyW = INNER - TIME_W - PRICE_W - 2 * GAP;
    const bodyX = dir === 'rtl' ? left + PRICE_W + GAP : left + TIME_W + GAP;
    const name = lang === 'ar' ? item.activity.name_ar : item.activity.name_en;
    const branch = lang === 'ar' ? item.branch.name_ar : item.branch.name_en;
    const area = lang === 'ar' ? areaAr(item.branch.area) : item.branch.area;
    put(ltr(`${clockTime(item.start_min)}–${clockTime(item.end_min)}`), startX(TIME_W), at, TIME_W, {
      size: 10.5,
      bold: true,
    });
    let priceY = put(money(item.cost_minor), endX(PRICE_W), at, PRICE_W, { size: 10.5, bold: true, align: 'end' });
    if (owner && item.paid)
      priceY = put(t.paid, endX(PRICE_W), priceY - 2, PRICE_W, { size: 9, bold: true, color: ACCENT, align: 'end' });
    let bodyY = put(name, bodyX, at, bodyW, { size: 11.5, bold: true });
    bodyY = put(`${branch}${t.sep}${area}`, bodyX, bodyY - 1, bodyW, { size: 9.5, color: MUTED });
    return Math.max(bodyY, priceY) + 2;
  };

  /** The owner's booking (a stay's check-in or check-out, tickets): time, name and place, the Booked mark. */
  const bookingRow = (put: Put, b: PlanBookingView, at: number): number => {
    const bodyW = INNER - TIME_W - PRICE_W - 2 * GAP;
    const bodyX = dir === 'rtl' ? left + PRICE_W + GAP : left + TIME_W + GAP;
    const name = lang === 'ar' ? b.name_ar : b.name_en;
    const place = lang === 'ar' ? b.place.name_ar : b.place.name_en;
    const area = lang === 'ar' ? areaAr(b.place.area) : b.place.area;
    const time = b.end_min === null ? clockTime(b.start_min) : `${clockTime(b.start_min)}–${clockTime(b.end_min)}`;
    put(ltr(time), startX(TIME_W), at, TIME_W, { size: 10.5, bold: true });
    const markY = put(t.booked, endX(PRICE_W), at, PRICE_W, { size: 9, bold: true, color: ACCENT, align: 'end' });
    let bodyY = put(t.booking[b.kind](name), bodyX, at, bodyW, { size: 11.5, bold: true });
    const where = b.kind === 'tickets' ? place : '';
    if (where || area)
      bodyY = put([where, area].filter(Boolean).join(t.sep), bodyX, bodyY - 1, bodyW, { size: 9.5, color: MUTED });
    return Math.max(bodyY, markY) + 4;
  };

  const dayHeader = (day: PlanDayView, n: number, at: number): number => {
    doc.rect(left, at, INNER, 26).fill(DAY_BAND);
    w.text(t.dayTitle(n, formatFullDate(day.date, lang)), left + 10, at + 5, INNER - 20, {
      size: 12,
      bold: true,
      color: ACCENT,
    });
    return at + 34;
  };

  const measure: Put = (text, _x, at, width, style) => at + w.measure(text, width, style);
  const draw: Put = (text, x, at, width, style) => w.text(text, x, at, width, style);

  /** Everything below the day's header, drawn or only measured: activities with the way between them, the total. */
  const dayBody = (
    put: Put,
    day: PlanDayView,
    at: number,
    breakBefore?: (needed: number, y: number) => number,
  ): number => {
    const bookings = owner ? (day.bookings ?? []) : [];
    if (day.items.length === 0 && bookings.length === 0)
      return put(t.empty, left, at, INNER, { size: 10.5, color: MUTED }) + 8;
    let cy = at;
    // Bookings in time order among the activities.
    let next = 0;
    const bookingsBefore = (min: number) => {
      while (next < bookings.length && (bookings[next] as PlanBookingView).start_min <= min) {
        const b = bookings[next] as PlanBookingView;
        if (breakBefore) cy = breakBefore(bookingRow(measure, b, 0), cy);
        cy = bookingRow(put, b, cy);
        next += 1;
      }
    };
    day.items.forEach((item, i) => {
      bookingsBefore(item.start_min);
      const label = i === 0 ? t.fromStay : t.toNext;
      const travelH = travelLine(measure, label, item.travel_min_before, item.travel_mode_before, 0);
      const rowH = itemRow(measure, item, 0);
      if (breakBefore) cy = breakBefore(travelH + rowH, cy);
      cy = travelLine(put, label, item.travel_min_before, item.travel_mode_before, cy);
      cy = itemRow(put, item, cy) + 2;
    });
    bookingsBefore(1440);
    if (day.items.length > 0) cy = travelLine(put, t.backToStay, day.return_travel_min, day.return_travel_mode, cy);
    return cy + 36;
  };

  const dayTotal = (day: PlanDayView, at: number) => {
    rule(at - 30);
    w.text(t.dayTotal, startX(INNER / 2), at - 25, INNER / 2, { size: 10.5, bold: true });
    w.text(money(day.cost_minor), endX(INNER / 2), at - 25, INNER / 2, { size: 10.5, bold: true, align: 'end' });
  };

  plan.days.forEach((day, d) => {
    const height = 34 + dayBody(measure, day, 0);
    // A day that fits on a page is never split; a longer one breaks between activities only.
    if (y + height > BOTTOM && (height <= BOTTOM - PAGE.margin || y + 34 + 80 > BOTTOM)) y = newPage();
    y = dayHeader(day, d + 1, y);
    y = dayBody(draw, day, y, (needed, cy) => (cy + needed > BOTTOM ? dayHeader(day, d + 1, newPage()) : cy));
    if (day.items.length > 0) dayTotal(day, y);
    y += 6;
  });

  // Totals.
  const rows: [string, string][] = [
    [t.activities, String(plan.totals.items)],
    [t.tickets, money(plan.totals.cost_minor)],
  ];
  if (owner)
    rows.push([
      t.paidTotal,
      `${money(plan.totals.paid_minor)} (${ltr(`${plan.totals.paid_items}/${plan.totals.items}`)})`,
    ]);
  if (owner && plan.budget_minor !== null) rows.push([t.budget, money(plan.budget_minor)]);
  rows.push([t.onTheRoad, t.minutes(plan.totals.travel_min)]);
  const noteH = w.measure(t.pricesNote, INNER, { size: 9 });
  if (y + 30 + rows.length * 20 + noteH > BOTTOM) y = newPage();
  rule(y, ACCENT);
  y = w.text(t.totals, left, y + 8, INNER, { size: 13, bold: true }) + 2;
  for (const [label, value] of rows) {
    w.text(label, startX(INNER / 2), y, INNER / 2, { size: 11 });
    y = w.text(value, endX(INNER / 2), y, INNER / 2, { size: 11, bold: true, align: 'end' });
  }
  w.text(t.pricesNote, left, y + 8, INNER, { size: 9, color: MUTED });

  // Footer on every page: the brand and the plan at the start side, "Page n of N" at the end side.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    const fy = PAGE.height - 44;
    rule(fy - 6);
    w.text(`JAD Travel · ${clip(plan.name, 60)}`, startX(INNER * 0.7), fy, INNER * 0.7, { size: 8.5, color: MUTED });
    w.text(t.page(i - start + 1, count), endX(INNER * 0.3), fy, INNER * 0.3, { size: 8.5, color: MUTED, align: 'end' });
  }
  doc.end();
  return done;
}

function groupText(plan: PlanDetail, t: PlanPdfTexts): string {
  const g = plan.group;
  return [
    g.adults ? t.group.adults(g.adults) : null,
    g.teens ? t.group.teens(g.teens) : null,
    g.children ? t.group.children(g.children) : null,
  ]
    .filter(Boolean)
    .join(t.sep);
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
