import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { InlineIcon } from '@/components/inline-icon';
import { COMPANY, type SocialNetwork } from '@/config/company';

export function SocialLinks() {
  const { t } = useTranslation('shell');
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}>
      {(Object.keys(COMPANY.social) as SocialNetwork[]).map((network) => (
        <li key={network}>
          <IconButton
            component="a"
            href={COMPANY.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t(`footer.social.${network}`)}
            color="inherit"
          >
            <InlineIcon name={network} />
          </IconButton>
        </li>
      ))}
    </Box>
  );
}
