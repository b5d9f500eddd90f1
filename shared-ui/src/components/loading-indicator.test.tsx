import { act, render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { LoadingIndicator } from './loading-indicator';

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('LoadingIndicator', () => {
  it('is a progressbar with a translated accessible name', async () => {
    render(<LoadingIndicator />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByRole('progressbar', { name: 'جارٍ التحميل' })).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    render(<LoadingIndicator label="Loading hotels" />);
    expect(screen.getByRole('progressbar', { name: 'Loading hotels' })).toBeInTheDocument();
  });

  it('is 200 px wide, centred, and animated (indeterminate)', () => {
    render(<LoadingIndicator />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveStyle({ width: '200px' });
    expect(bar.className).toMatch(/indeterminate/i);
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar.parentElement).toHaveStyle({ display: 'flex', alignItems: 'center', justifyContent: 'center' });
  });
});
