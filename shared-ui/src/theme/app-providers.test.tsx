import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { useTheme, type Theme } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { appStore } from '../store/app-store';
import { AppProviders } from './app-providers';
import { getEmotionCache } from './emotion-cache';

interface Seen {
  theme?: Theme;
  cache?: EmotionCache | null;
}

function Probe({ seen, label }: { seen: Seen; label: string }) {
  seen.theme = useTheme();
  seen.cache = __unsafe_useEmotionCache();
  const { t } = useTranslation('common');
  return <p data-testid={label}>{t('retry')}</p>;
}

afterEach(async () => {
  act(() => appStore.getState().patch({ theme: 'light', lang: 'en' }));
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('AppProviders', () => {
  it('follows the store: light/ltr/en by default, then dark/rtl/ar', async () => {
    act(() => appStore.getState().patch({ theme: 'light', lang: 'en' }));
    const seen: Seen = {};
    render(
      <AppProviders>
        <Probe seen={seen} label="probe" />
      </AppProviders>,
    );
    expect(seen.theme?.palette.mode).toBe('light');
    expect(seen.theme?.direction).toBe('ltr');
    expect(seen.cache).toBe(getEmotionCache('ltr'));
    expect(screen.getByTestId('probe')).toHaveTextContent('Retry');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await act(async () => {
      appStore.getState().setTheme('dark');
      appStore.getState().setLang('ar');
    });

    // The RTL plugin loads on demand, then the tree renders in Arabic.
    await screen.findByText('إعادة المحاولة');
    expect(seen.theme?.palette.mode).toBe('dark');
    expect(seen.theme?.direction).toBe('rtl');
    expect(seen.cache).toBe(getEmotionCache('rtl'));
    expect(screen.getByTestId('probe')).toHaveTextContent('إعادة المحاولة');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('gives separate React roots (shell and remotes) the same cache and theme objects', async () => {
    act(() => appStore.getState().patch({ theme: 'dark', lang: 'ar' }));
    const shell: Seen = {};
    const remote: Seen = {};
    const shellRoot = document.createElement('div');
    const remoteRoot = document.createElement('div');
    document.body.append(shellRoot, remoteRoot);
    await act(async () => {
      render(
        <AppProviders cssBaseline>
          <Probe seen={shell} label="shell" />
        </AppProviders>,
        { container: shellRoot },
      );
      render(
        <AppProviders>
          <Probe seen={remote} label="remote" />
        </AppProviders>,
        { container: remoteRoot },
      );
    });
    expect(shell.cache).toBe(remote.cache);
    expect(shell.cache?.key).toBe('muirtl');
    expect(remote.theme?.palette.mode).toBe('dark');
    expect(remote.theme?.direction).toBe('rtl');
  });
});
