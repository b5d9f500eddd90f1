import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@jad/shared-ui/core';
import { formatDate } from '@jad/shared-ui';
import './register-pages';

export type InfoPageId = 'about' | 'privacy' | 'terms';

type Section = Record<string, string | Record<string, string>>;

// When the privacy policy and the terms were last changed.
const UPDATED_ON = '2025-01-15';

/** About us, privacy policy, terms and conditions: title, lead and sections from the translations. */
export default function InfoPage({ page }: { page: InfoPageId }) {
  const { t } = useTranslation('shell');
  const lang = useAppStore((s) => s.lang);
  const sections = t(`pages.${page}.sections`, { returnObjects: true }) as unknown as Record<string, Section>;
  return (
    <Container component="article" maxWidth="md" sx={{ py: { xs: 4, md: 7 } }} aria-labelledby="info-title">
      <Typography id="info-title" component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: 32, md: 44 } }}>
        {t(`pages.${page}.title`)}
      </Typography>
      {page === 'about' ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('pages.updated', { date: formatDate(UPDATED_ON, lang) })}
        </Typography>
      )}
      <Typography component="p" sx={{ fontSize: 19, mt: 2, mb: 4, color: 'text.secondary' }}>
        {t(`pages.${page}.lead`)}
      </Typography>
      {Object.entries(sections).map(([key, section]) => (
        <Box component="section" key={key} aria-labelledby={`info-${key}`} sx={{ mb: 4 }}>
          <Typography id={`info-${key}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            {section.heading as string}
          </Typography>
          {Object.entries(section).map(([part, value]) => {
            if (part === 'heading') return null;
            if (typeof value === 'string') {
              return (
                <Typography key={part} component="p" sx={{ mb: 1.5, lineHeight: 1.75 }}>
                  {value}
                </Typography>
              );
            }
            return (
              <Box component="ul" key={part} sx={{ m: 0, paddingInlineStart: 3, display: 'grid', gap: 1 }}>
                {Object.entries(value).map(([item, text]) => (
                  <Typography component="li" key={item} sx={{ lineHeight: 1.75 }}>
                    {text}
                  </Typography>
                ))}
              </Box>
            );
          })}
        </Box>
      ))}
    </Container>
  );
}
