import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { HotelDetails } from '@/lib/api-types';

type Policies = NonNullable<HotelDetails['policies']>;
type PolicyItem = Policies['items'][number];

/** Sections the app names; any other is listed under "Other". */
const SECTIONS = [
  'deposit',
  'extra_bed',
  'children',
  'cot',
  'pets',
  'meal',
  'children_meal',
  'add_fee',
  'internet',
  'parking',
  'shuttle',
  'no_show',
  'check_in_check_out',
  'visa',
] as const;
/** ETG's commonest type words, said in the reader's language; others are shown as the supplier wrote them. */
const KINDS = new Set([
  'breakfast',
  'lunch',
  'dinner',
  'breakage',
  'keys',
  'pet',
  'service_fee',
  'city_tax',
  'tourism_tax',
  'resort_fee',
]);
const INCLUSIONS = new Set(['included', 'not_included', 'available', 'unavailable']);
const UNITS = new Set([
  'per_stay',
  'per_night',
  'per_guest',
  'per_guest_per_night',
  'per_room',
  'per_room_per_night',
  'per_hour',
]);

function sectionOf(section: string): string {
  return (SECTIONS as readonly string[]).includes(section) ? section : 'other';
}

/** One rule: what (the supplier's own word), whether it is included, and its price and unit. */
function PolicyLine({ item, lang }: { item: PolicyItem; lang: string }) {
  const { t } = useTranslation(NS);
  const parts: string[] = [];
  if (item.inclusion && INCLUSIONS.has(item.inclusion)) parts.push(t(`policies.inclusion.${item.inclusion}`));
  const amount = item.price === null ? null : Number(item.price);
  if (amount !== null && Number.isFinite(amount)) {
    const price =
      amount === 0
        ? t('policies.free')
        : item.currency
          ? new Intl.NumberFormat(lang === 'ar' ? 'ar-AE' : 'en-AE', {
              style: 'currency',
              currency: item.currency,
            }).format(amount)
          : String(amount);
    parts.push(
      item.price_unit && UNITS.has(item.price_unit) ? t(`policies.unit.${item.price_unit}`, { price }) : price,
    );
  }
  return (
    <Typography component="li" variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="policy-item">
      {item.kind ? (
        <>
          {/* A word the app does not know stays the supplier's own, set apart in its direction. */}
          {KINDS.has(item.kind) ? t(`policies.kind.${item.kind}`) : <bdi>{item.kind.replace(/_/g, ' ')}</bdi>}
          {parts.length ? ': ' : ''}
        </>
      ) : null}
      {parts.join(' · ')}
    </Typography>
  );
}

/** What the hotel charges or requires on site (ETG's metapolicy), shown before booking as the supplier requires. */
export function HotelPolicies({ policies }: { policies: Policies }) {
  const { t, i18n } = useTranslation(NS);
  const groups = new Map<string, PolicyItem[]>();
  for (const item of policies.items) {
    const key = sectionOf(item.section);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return (
    <Box component="section" aria-labelledby="policies-title" sx={{ mt: 3 }} data-testid="hotel-policies">
      <Typography id="policies-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('policies.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {[...groups].map(([section, items]) => (
          <Box key={section} data-testid="policy-section">
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
              {t(`policies.section.${section}`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, ps: 2.5 }}>
              {items.map((item, i) => (
                <PolicyLine key={i} item={item} lang={i18n.language} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      {policies.extra_info.length > 0 && (
        <Box sx={{ mt: 2 }} data-testid="policy-extra">
          <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
            {t('policies.extraInfo')}
          </Typography>
          {policies.extra_info.map((p) => (
            <Typography key={p} variant="body2" color="text.secondary" dir="auto" sx={{ mt: 0.5 }}>
              {p}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}
