import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

/** The verified tick beside a name, announced to screen readers. */
export function VerifiedBadge({ size = 16 }: { size?: number }) {
  const { t } = useTranslation(NS);
  return (
    <VerifiedIcon
      titleAccess={t('verified')}
      sx={{ fontSize: size, color: 'info.main', verticalAlign: 'middle', ml: 0.5 }}
    />
  );
}
