import MyLocation from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import { bus, i18n, navigate } from '@jad/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '@/i18n';
import { searchPath, stayOrDefault, type SearchState } from '../search-state';

/** Asks the browser where the traveller is; 'Unable to get your location.' when it cannot say. */
export function locateTraveller(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('no geolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => reject(new Error(e.message)),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  });
}

export async function searchNearMe(state: SearchState): Promise<boolean> {
  try {
    const near = await locateTraveller();
    navigate(searchPath({ ...state, ...stayOrDefault(state), near, dest: '', sort: 'distance' }));
    return true;
  } catch {
    bus.emit('shell:toast-requested', { message: i18n.t('search.locationFailed', { ns: NS }), severity: 'error' });
    return false;
  }
}

export function NearMeButton({ state }: { state: SearchState }) {
  const { t } = useTranslation(NS);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="text"
      startIcon={<MyLocation />}
      disabled={busy}
      data-testid="near-me"
      onClick={() => {
        setBusy(true);
        void searchNearMe(state).finally(() => setBusy(false));
      }}
    >
      {busy ? t('search.locating') : t('search.nearMe')}
    </Button>
  );
}
