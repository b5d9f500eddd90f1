// iCalendar (RFC 5545) line rules shared by the plan and activity-order calendars. Times are written in UTC:
// Dubai keeps UTC+4 all year (no daylight saving), so the conversion is exact and needs no VTIMEZONE block.

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD date as UTC midnight in ms, or null (2025-02-30 and the like too, which Date.UTC rolls over). */
function parseDate(date: string): number | null {
  const m = DATE_RE.exec(date);
  if (!m) return null;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === date ? ms : null;
}

const DUBAI_OFFSET_MIN = 4 * 60;

/** A Dubai date and minutes from midnight → 20260302T050000Z. */
export function icsUtc(date: string, minutes: number): string {
  const ms = parseDate(date);
  if (ms === null) throw new RangeError(`Invalid date '${date}'`);
  return formatUtc(new Date(ms + (minutes - DUBAI_OFFSET_MIN) * 60_000));
}

export function formatUtc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** TEXT values escape backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF + one space, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74; // continuation lines spend one octet on the leading space
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
