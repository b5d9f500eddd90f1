import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@jad/shared-ui';
import type { ActivityOrderView } from '@/lib/api-types-order';
import { NS } from '@/i18n';
import { downloadHref } from '../api';

const BANDS = ['adult', 'teen', 'child'] as const;
const STATUS_COLOUR = { valid: 'success', redeemed: 'default', cancelled: 'default' } as const;

/** The ticket: its QR code (the api draws it, dark on white in both themes so scanners read it), code, group and downloads. */
export function TicketCard({ view, lang, email }: { view: ActivityOrderView; lang: Lang; email: string | null }) {
  const { t } = useTranslation(NS);
  const ticket = view.ticket;
  // Nothing to download once cancelled (the voucher is void and the visit is off the calendar).
  const downloads =
    view.order.status !== 'confirmed' ? null : (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {view.voucher_path ? (
          <Button
            component="a"
            href={downloadHref(view.voucher_path, lang, email)}
            download
            variant="contained"
            startIcon={<DownloadIcon />}
            data-testid="download-pdf"
          >
            {t('order.downloadPdf')}
          </Button>
        ) : null}
        <Button
          component="a"
          href={downloadHref(view.calendar_path, lang, email)}
          download
          variant="outlined"
          startIcon={<EventIcon />}
          data-testid="add-to-calendar"
        >
          {t('order.addToCalendar')}
        </Button>
      </Box>
    );
  if (!ticket) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography color="text.secondary">{t('order.ticket.notIssued')}</Typography>
      </Paper>
    );
  }
  const voided = ticket.status !== 'valid';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} data-testid="ticket-card">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('order.ticket.title')}
        </Typography>
        <Chip
          size="small"
          label={t(`order.ticket.${ticket.status}`)}
          color={STATUS_COLOUR[ticket.status]}
          data-testid="ticket-status"
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: { xs: 2, sm: 3 },
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <Box
          component="img"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(ticket.qr_svg)}`}
          alt={t('order.ticket.qrAlt', { code: ticket.code_display })}
          width={200}
          height={200}
          data-testid="ticket-qr"
          sx={{
            width: 200,
            height: 200,
            bgcolor: '#fff',
            borderRadius: 2,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            opacity: voided ? 0.25 : 1,
            flexShrink: 0,
          }}
        />
        <Box sx={{ minWidth: 0, width: '100%' }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('order.ticket.code')}
          </Typography>
          {/* The code reads left to right; 'left' is flipped to the start side on an Arabic page by the RTL style cache. */}
          <Typography
            dir="ltr"
            sx={{
              fontFamily: 'monospace',
              fontWeight: 700,
              fontSize: 15,
              overflowWrap: 'anywhere',
              textAlign: 'left',
              textDecoration: voided ? 'line-through' : 'none',
            }}
            data-testid="ticket-code"
          >
            {ticket.code_display}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, my: 1.5, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {BANDS.filter((band) => ticket.counts[band] > 0).map((band) => (
              <Chip
                component="li"
                key={band}
                variant="outlined"
                label={t(`order.counts.${band}`, { count: ticket.counts[band] })}
                data-testid={`count-${band}`}
              />
            ))}
          </Box>
          {!voided ? (
            <Typography variant="body2" color="text.secondary">
              {t('order.ticket.scan')}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {downloads}
    </Paper>
  );
}
