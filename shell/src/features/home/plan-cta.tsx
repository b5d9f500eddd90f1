import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink, signInPath, useAppStore } from '@jad/shared-ui/core';
import { InlineIcon } from '@/components/inline-icon';
import { PageContainer } from '@/components/page-container';

/** 'Generate your plan': the questionnaire needs a session, so a visitor signs in first and comes back. */
export function PlanCta() {
  const { t } = useTranslation('shell');
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');
  return (
    <PageContainer component="section" aria-labelledby="plan-cta-title" sx={{ py: { xs: 5, md: 8 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'flex-start', md: 'center' },
          gap: 3,
          p: { xs: 3, md: 5 },
          borderRadius: 4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 64,
            height: 64,
            borderRadius: 3,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <InlineIcon name="sparkles" size={34} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography id="plan-cta-title" component="h2" variant="h4" sx={{ fontWeight: 800 }}>
            {t('planCta.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
            {t('planCta.text')}
          </Typography>
        </Box>
        <Button
          component={AppLink}
          href={signedIn ? '/questionnaire' : signInPath('/questionnaire')}
          variant="contained"
          size="large"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('planCta.button')}
        </Button>
      </Box>
    </PageContainer>
  );
}
