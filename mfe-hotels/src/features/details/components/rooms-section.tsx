import Bed from '@mui/icons-material/Bed';
import People from '@mui/icons-material/People';
import SquareFoot from '@mui/icons-material/SquareFoot';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { formatNumber, listSeparator } from '@jad/shared-ui';
import { useTranslation } from 'react-i18next';
import { CancellationText } from '@/components/cancellation-text';
import { HotelImage } from '@/components/hotel-image';
import { RoomsLeft } from '@/components/rooms-left';
import { NS } from '@/i18n';
import type { RateDto, RoomTypeDto } from '@/lib/api-types';
import type { Money } from '@jad/shared-ui';

export interface RoomsSectionProps {
  rooms: RoomTypeDto[];
  money: Money;
  /** The rate being checked (prebook), if any. */
  selecting: string | null;
  onSelect: (rate: RateDto, room: RoomTypeDto) => void;
}

/** Rates grouped by room type: meal, bed and cancellation terms, price, rooms left, and Select. */
export function RoomsSection({ rooms, money, selecting, onSelect }: RoomsSectionProps) {
  const { t } = useTranslation(NS);
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="rooms">
      {rooms.map((room) => (
        <Card
          key={room.room_type_id}
          variant="outlined"
          component="section"
          aria-label={room.name}
          data-testid="room-type"
          // The list re-sorts by price when rates change, so tests find a room type by its id, not its place.
          data-room-type-id={room.room_type_id}
          sx={{ borderRadius: 3 }}
        >
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }}>
            <Box sx={{ p: 2, borderInlineEnd: { md: 1 }, borderColor: { md: 'divider' } }}>
              <HotelImage
                template={room.image}
                alt={room.name}
                width={480}
                height={300}
                sx={{ borderRadius: 2, mb: 1.5 }}
              />
              <Typography variant="h6" component="h3" sx={{ fontSize: 17 }} data-testid="room-name">
                {room.name}
              </Typography>
              <Box
                sx={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1.5,
                  color: 'text.secondary',
                  mt: 1,
                  '& > span': { display: 'flex', alignItems: 'center', gap: 0.5, fontSize: 14 },
                }}
              >
                {room.bed && (
                  <span>
                    <Bed sx={{ fontSize: 18 }} aria-hidden />
                    {t(`beds.${room.bed}`)}
                  </span>
                )}
                {room.max_occupancy && (
                  <span>
                    <People sx={{ fontSize: 18 }} aria-hidden />
                    {t('details.sleeps', { count: room.max_occupancy })}
                  </span>
                )}
                {room.size_sqm && (
                  <span>
                    <SquareFoot sx={{ fontSize: 18 }} aria-hidden />
                    {t('details.size', { size: formatNumber(room.size_sqm, money.lang) })}
                  </span>
                )}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
                {room.amenities.slice(0, 6).map((a) => (
                  <Chip key={a} size="small" variant="outlined" label={t(`roomAmenities.${a}`, { defaultValue: a })} />
                ))}
              </Box>
            </Box>
            <Box role="list" aria-label={t('details.ratesFor', { room: room.name })}>
              {room.rates.map((rate, i) => (
                <Box key={rate.rate_key} role="listitem" data-testid="rate" data-total={rate.total_minor}>
                  {i > 0 && <Divider />}
                  <Box
                    sx={{
                      px: 2,
                      py: 1.5,
                      display: 'grid',
                      gap: 1.5,
                      gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
                      alignItems: 'center',
                    }}
                  >
                    <Box>
                      <Typography variant="subtitle2" sx={{ fontWeight: 700 }}>
                        {t(`meals.${rate.meal}`)}
                      </Typography>
                      <CancellationText terms={rate.cancellation} money={money} />
                      <RoomsLeft count={rate.rooms_left} />
                    </Box>
                    <Box
                      sx={{
                        textAlign: { sm: 'end' },
                        display: 'flex',
                        alignItems: 'center',
                        justifyContent: 'space-between',
                        gap: 2,
                      }}
                    >
                      <Box>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {[t('count.nights', { count: rate.nights }), t('count.rooms', { count: rate.rooms })].join(
                            listSeparator(money.lang),
                          )}
                        </Typography>
                        <Typography sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.2 }} data-testid="rate-price">
                          {money.format(rate.total_minor)}
                        </Typography>
                        <Typography variant="caption" color="text.secondary" component="p">
                          {t('details.perNight', { price: money.format(rate.per_night_minor) })}
                        </Typography>
                      </Box>
                      <Button
                        variant="contained"
                        onClick={() => onSelect(rate, room)}
                        disabled={selecting !== null}
                        data-testid="select-rate"
                        sx={{ minWidth: 120 }}
                      >
                        {selecting === rate.rate_key ? t('details.selecting') : t('details.select')}
                      </Button>
                    </Box>
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        </Card>
      ))}
    </Box>
  );
}
