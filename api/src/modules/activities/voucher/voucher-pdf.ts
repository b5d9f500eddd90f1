import QRCode from 'qrcode';
import type { Db } from '../../../db/client';
import { findOrderById } from '../../orders/repository';
import { activityOrderView } from '../orders/view';
import type { TicketCodes } from '../tickets/code';
import type { ActivityOrderView, TicketBand } from '../types';
import { ltr, type Dir } from '../../../lib/pdf/bidi-line';
import { createPdfDocument, type PdfLang } from '../../../lib/pdf/document';
import { clockTime, formatFullDate, INTL_LOCALE } from '../../../lib/pdf/format';
import { PdfWriter } from '../../../lib/pdf/writer';
import { VOUCHER_TEXTS } from './voucher-texts';

export type VoucherLang = PdfLang;

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const MUTED = '#5c5f70';
const ACCENT = '#0b6e4f';
const BANDS: TicketBand[] = ['adult', 'teen', 'child'];

function formatInstant(iso: string, lang: VoucherLang): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Dubai',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** The voucher of an order view (what the order page shows), as a one-page A4 PDF in `lang`. */
export async function renderActivityVoucherPdf(view: ActivityOrderView, lang: VoucherLang): Promise<Buffer> {
  const ticket = view.ticket;
  if (!ticket) throw new Error('The order has no ticket yet');
  const t = VOUCHER_TEXTS[lang];
  const dir: Dir = lang === 'ar' ? 'rtl' : 'ltr';
  const { doc, done } = createPdfDocument({ title: `${t.title} ${view.order.order_id}`, lang, margin: PAGE.margin });
  const w = new PdfWriter(doc, dir);
  const left = PAGE.margin;
  const inner = PAGE.width - 2 * PAGE.margin;

  // Header band.
  doc.rect(0, 0, PAGE.width, 86).fill(ACCENT);
  new PdfWriter(doc, dir).text('JAD Travel', left, 24, inner, { size: 20, bold: true, color: '#ffffff' });
  w.text(t.title, left, 52, inner, { size: 12, color: '#e3f4ec' });

  // The activity.
  const name = lang === 'ar' ? view.order.activity.name_ar : view.order.activity.name_en;
  let y = w.text(name, left, 112, inner, { size: 20, bold: true });

  // QR on the end side, details on the start side.
  const qrSize = 168;
  const qrX = dir === 'rtl' ? left : left + inner - qrSize;
  const colX = dir === 'rtl' ? left + qrSize + 24 : left;
  const colW = inner - qrSize - 24;
  const top = y + 8;
  const qr = QRCode.create(ticket.code, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 4;
  const cell = qrSize / (n + 2 * quiet);
  doc.rect(qrX, top, qrSize, qrSize).fill('#ffffff');
  for (let r = 0; r < n; r += 1) {
    for (let c = 0; c < n; c += 1) {
      if (qr.modules.get(r, c)) doc.rect(qrX + (c + quiet) * cell, top + (r + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
  // Four groups a line, centred under the code.
  const groups = ticket.code_display.split('-');
  const codeLines = [groups.slice(0, 4).join('-'), groups.slice(4).join('-')];
  let qy = w.text(t.code, qrX, top + qrSize + 6, qrSize, { size: 8, color: MUTED, align: 'center' });
  for (const part of codeLines)
    qy = new PdfWriter(doc, 'ltr').text(part, qrX, qy, qrSize, { size: 9, bold: true, align: 'center' });

  const row = (label: string, value: string, link?: string) => {
    y = w.text(label, colX, y, colW, { size: 9, color: MUTED });
    y = w.text(value, colX, y - 3, colW, { size: 12, ...(link ? { link, color: ACCENT } : {}) }) + 4;
  };
  y = top;
  // Isolated: a reference that starts with digits (17343616-e084-…) would otherwise be reordered on an Arabic page.
  row(t.reference, ltr(view.order.order_id));
  row(t.date, formatFullDate(view.order.visit_date, lang));
  const hours = view.branch.hours_on_visit;
  row(
    t.hours,
    hours.length
      ? hours.map(([a, b]) => ltr(`${clockTime(a)}–${clockTime(b)}`)).join(lang === 'ar' ? '، ' : ', ')
      : t.closed,
  );
  const branchName = lang === 'ar' ? view.branch.name_ar : view.branch.name_en;
  row(t.branch, branchName);
  row(t.address, `${lang === 'ar' ? view.branch.area_ar : view.branch.area}${lang === 'ar' ? '، ' : ', '}${t.dubai}`);
  y = w.text(t.map, colX, y - 2, colW, { size: 11, link: view.branch.map_url, color: ACCENT }) + 6;
  row(t.lead, view.order.contact_name);

  // Tickets per age band.
  y = Math.max(y, qy) + 12;
  doc
    .moveTo(left, y)
    .lineTo(left + inner, y)
    .lineWidth(0.5)
    .strokeColor('#d0d3dc')
    .stroke();
  y = w.text(t.tickets, left, y + 10, inner, { size: 13, bold: true }) + 2;
  for (const band of BANDS) {
    const count = ticket.counts[band];
    if (count > 0) y = w.text(`${t.band[band]} × ${count}`, left, y, inner, { size: 12 });
  }
  y += 8;
  const policy = view.cancellation.free_until
    ? t.freeUntil(formatInstant(view.cancellation.free_until, lang))
    : t.nonRefundable;
  y = w.text(policy, left, y, inner, { size: 11, color: view.cancellation.free_until ? ACCENT : MUTED });
  if (ticket.status === 'redeemed')
    y = w.text(t.redeemed, left, y + 4, inner, { size: 11, bold: true, color: '#b3261e' });
  y += 10;
  doc
    .moveTo(left, y)
    .lineTo(left + inner, y)
    .lineWidth(0.5)
    .strokeColor('#d0d3dc')
    .stroke();
  w.text(t.scan, left, y + 10, inner, { size: 11 });

  doc.end();
  return done;
}

/**
 * The voucher of an activity order by its id, for the ticket e-mail: `renderActivityVoucherPdfForOrder(db, codes, orderId, 'ar')`.
 * Throws when the order is not an activity order or has no ticket yet.
 */
export async function renderActivityVoucherPdfForOrder(
  db: Db,
  codes: TicketCodes,
  orderId: number,
  lang: VoucherLang,
): Promise<Buffer> {
  const order = await findOrderById(db, orderId);
  if (!order) throw new Error(`Order ${orderId} was not found`);
  return renderActivityVoucherPdf(await activityOrderView(db, codes, order), lang);
}
