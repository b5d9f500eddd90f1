// The supplier's hotel policies (ETG's metapolicy_struct and metapolicy_extra_info) as the hotel page shows them:
// one flat list of rules, each in ETG's own words (section, type, inclusion, price, unit) for the front end to
// label in the reader's language. ETG's certification asks that these are shown before booking.
import type { SupplierPolicies } from '../../../providers/hotel-supply/inventory-types';
import type { HotelPolicies, HotelPolicyItem } from '../types';

/** The word that says what an item is about, by the field names ETG uses in each section. */
const KIND_FIELDS = [
  'deposit_type',
  'meal_type',
  'pets_type',
  'fee_type',
  'internet_type',
  'territory_type',
  'shuttle_type',
  'visa_support',
  'check_in_check_out_type',
  'extra_bed_type',
];

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;

function itemOf(section: string, raw: Record<string, unknown>): HotelPolicyItem | null {
  // ETG's `unspecified` says nothing; left out rather than shown as a word.
  const kindField = KIND_FIELDS.find((f) => str(raw[f]) !== null && str(raw[f]) !== 'unspecified');
  const item: HotelPolicyItem = {
    section,
    kind: kindField ? str(raw[kindField]) : null,
    inclusion: str(raw.inclusion) ?? str(raw.availability),
    price: str(raw.price),
    currency: str(raw.currency),
    price_unit: str(raw.price_unit),
  };
  // An item that says nothing we can show is left out.
  return item.kind || item.inclusion || item.price ? item : null;
}

/** Plain paragraphs of ETG's extra info, which may carry simple HTML. */
export function plainParagraphs(html: string): string[] {
  return html
    .replace(/<\s*(br|\/p|\/li|\/div)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}

export function hotelPoliciesOf(p: SupplierPolicies | null | undefined): HotelPolicies | null {
  if (!p) return null;
  const items: HotelPolicyItem[] = [];
  for (const [section, value] of Object.entries(p.struct ?? {})) {
    const list = Array.isArray(value) ? value : value && typeof value === 'object' ? [value] : [];
    for (const raw of list) {
      if (!raw || typeof raw !== 'object') continue;
      const item = itemOf(section, raw as Record<string, unknown>);
      if (item) items.push(item);
    }
  }
  const extra = p.extraInfo ? plainParagraphs(p.extraInfo) : [];
  return items.length || extra.length ? { items, extra_info: extra } : null;
}
