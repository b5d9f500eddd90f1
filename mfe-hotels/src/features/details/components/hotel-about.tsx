import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import type { HotelDetails } from '@/lib/api-types';
import { HotelPolicies } from './hotel-policies';

/** The hotel's description, its facilities and its policies. The first frame (src/frame) fills copies of its sections. */
export function HotelAbout({ hotel }: { hotel: HotelDetails }) {
  const { t } = useTranslation(NS);
  return (
    <Box>
      {hotel.description.map((d) => (
        <Box key={d.title} component="section" sx={{ mb: 2 }} data-testid="hotel-description">
          <Typography variant="h6" component="h2">
            {d.title}
          </Typography>
          {d.paragraphs.map((p) => (
            <Typography key={p} color="text.secondary" sx={{ mt: 0.5 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
      <Box component="section" aria-labelledby="amenities-title">
        <Typography id="amenities-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('details.amenities')}
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
          data-testid="amenities"
        >
          {hotel.amenity_groups.map((g) => (
            <Box key={g.group_name} data-testid="amenity-group">
              <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                {g.group_name}
              </Typography>
              {g.amenities.map((a) => (
                <Typography key={a} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
                  <Check sx={{ fontSize: 16, color: 'success.main' }} aria-hidden />
                  {a}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
      {hotel.policies && <HotelPolicies policies={hotel.policies} />}
    </Box>
  );
}
