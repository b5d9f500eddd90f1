import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { signInPath, useAppStore } from '@jad/shared-ui/core';
import { Logo } from '@/components/logo';
import { PageContainer } from '@/components/page-container';
import { TextLink } from '@/components/text-link';
import { StoreBadges } from '@/components/store-badges';
import { COMPANY } from '@/config/company';
import { SocialLinks } from './social-links';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography
        component="h2"
        variant="subtitle2"
        sx={{ fontWeight: 700, mb: 1.5, textTransform: 'uppercase', letterSpacing: 0.6, color: 'text.secondary' }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 } as const;

/** The footer of spec §2: one column on mobile, two on tablet, four on the web. */
export function Footer() {
  const { t } = useTranslation('shell');
  const signedIn = useAppStore((s) => s.sessionStatus === 'authenticated');
  // Planning needs a session: a visitor goes to sign in first and comes back to the questionnaire.
  const planHref = signedIn ? '/questionnaire' : signInPath('/questionnaire');
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
      data-testid="footer"
    >
      <PageContainer sx={{ py: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1.4fr 1fr 1fr 1.3fr' },
          }}
        >
          <Box>
            <Logo />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, maxWidth: 320 }}>
              {t('footer.about')}
            </Typography>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mt: 2.5, mb: 0.5 }}>
              {t('footer.addressTitle')}
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Typography variant="body2">{t('footer.address')}</Typography>
              <TextLink href={COMPANY.mapUrl} external sx={{ color: 'primary.main', textDecoration: 'underline' }}>
                {t('footer.openMap')}
              </TextLink>
            </Box>
          </Box>
          <Column title={t('footer.quickLinks')}>
            <Box component="ul" sx={listSx}>
              <li>
                <TextLink href="/">{t('footer.home')}</TextLink>
              </li>
              <li>
                <TextLink href="/feed">{t('footer.feed')}</TextLink>
              </li>
              <li>
                <TextLink href="/activities">{t('footer.activities')}</TextLink>
              </li>
              <li>
                <TextLink href={planHref}>{t('footer.plan')}</TextLink>
                {signedIn ? null : (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{ marginInlineStart: 0.75 }}
                  >
                    ({t('footer.planNeedsSignIn')})
                  </Typography>
                )}
              </li>
              <li>
                <TextLink href="/about-us">{t('footer.aboutUs')}</TextLink>
              </li>
            </Box>
          </Column>
          <Column title={t('footer.contactTitle')}>
            <Box component="ul" sx={listSx}>
              <li>
                <TextLink href="/contact">{t('footer.contactUs')}</TextLink>
              </li>
              <li>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('footer.emailLabel')}:{' '}
                </Typography>
                <TextLink href={`mailto:${COMPANY.email}`} external>
                  <span dir="ltr">{COMPANY.email}</span>
                </TextLink>
              </li>
              <li>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('footer.phoneLabel')}:{' '}
                </Typography>
                <TextLink href={`tel:${COMPANY.phone.replace(/\s/g, '')}`} external>
                  <span dir="ltr">{COMPANY.phone}</span>
                </TextLink>
              </li>
            </Box>
            <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, mt: 2.5, mb: 0.5 }}>
              {t('footer.followUs')}
            </Typography>
            <Box sx={{ marginInlineStart: -1 }}>
              <SocialLinks />
            </Box>
          </Column>
          <Column title={t('footer.getTheApp')}>
            <StoreBadges size="small" />
          </Column>
        </Box>
        <Box role="separator" sx={{ borderTop: 1, borderColor: 'divider', my: 3 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.rights', { year: new Date().getFullYear() })}
          </Typography>
          <Box
            component="nav"
            aria-label={t('footer.privacy') + ' · ' + t('footer.terms')}
            sx={{ display: 'flex', gap: 2 }}
          >
            <TextLink href="/privacy-policy">{t('footer.privacy')}</TextLink>
            <TextLink href="/terms-and-conditions">{t('footer.terms')}</TextLink>
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
