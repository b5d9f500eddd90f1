import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '@/components/page-container';
import { HotelSearchForm } from './hotel-search-form';

// A Dubai skyline (Burj Al Arab, Burj Khalifa, the Frame) as one inline path: decoration without an image request.
const SKYLINE =
  'M0 220V178V168H44V150H96V160H124V150H168V150H204V140H232V160H250V200H252V60Q300 90 326 200H330V160H366V150H418V176H446V140H474V176H502V168H530V140H574V160H610V168H654V176H682V160H726V150H754V130H790V190H820V150H846V110H856V70H864V36H872V4H874V36H882V70H890V110H900V150H910V130H962V184H1006V168H1042V160H1078V130H1122V130H1166V160H1180V90H1196V170H1224V90H1240V140H1268V190H1304V130H1340V150H1392V190H1420V190H1440V220Z';

/** The first screen of the home page: headline, subline and the hotel search. */
export function Hero() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => {
        const dark = theme.palette.mode === 'dark';
        return {
          position: 'relative',
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          // The first screen is the hero alone, so the remote sections below start out of view.
          minHeight: { xs: 'calc(100svh - 56px)', md: 'calc(100svh - 64px)' },
          color: dark ? 'text.primary' : 'primary.contrastText',
          background: dark
            ? `radial-gradient(ellipse at 20% 0%, ${alpha(theme.palette.primary.main, 0.22)}, transparent 60%), linear-gradient(180deg, ${theme.palette.background.paper}, ${theme.palette.background.default})`
            : `linear-gradient(160deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 70%, ${theme.palette.secondary.main} 140%)`,
        };
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 1440 220"
        preserveAspectRatio="xMidYMax slice"
        aria-hidden="true"
        focusable="false"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          width: '100%',
          height: { xs: 140, md: 220 },
          color: (t) => (t.palette.mode === 'dark' ? 'primary.main' : 'primary.contrastText'),
          opacity: 0.14,
        }}
      >
        <path d={SKYLINE} fill="currentColor" />
      </Box>
      <PageContainer sx={{ position: 'relative', py: { xs: 4, md: 8 } }}>
        <Typography
          id="hero-title"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: 34, sm: 44, md: 56 }, lineHeight: 1.1, maxWidth: 760 }}
        >
          {t('hero.title')}
        </Typography>
        <Typography
          component="p"
          sx={{ mt: 2, mb: { xs: 3, md: 5 }, fontSize: { xs: 17, md: 20 }, maxWidth: 640, opacity: 0.92 }}
        >
          {t('hero.subtitle')}
        </Typography>
        <HotelSearchForm />
      </PageContainer>
    </Box>
  );
}
