import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}

/**
 * Infinite scroll: the next page loads when this sentinel nears the viewport. The button does the
 * same for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({ hasMore, loading, onMore }: LoadMoreProps) {
  const { t } = useTranslation(NS);
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onMore(), {
      rootMargin: '600px 0px',
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, onMore]);
  if (!hasMore) return null;
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      {loading ? (
        <CircularProgress size={28} aria-label={t('list.loadingMore')} />
      ) : (
        <Button variant="outlined" onClick={onMore}>
          {t('list.loadMore')}
        </Button>
      )}
    </Box>
  );
}
