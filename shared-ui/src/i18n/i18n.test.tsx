import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { applyDocumentLanguage, i18n, registerNamespace, syncLanguage } from './i18n';
import { expectSameKeys } from './key-parity';
import { directionOf, LANGUAGES } from './languages';
import ar from './locales/ar.json';
import en from './locales/en.json';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('common namespace', () => {
  it('has the same keys, non-empty, in en and ar', () => {
    expect(() => expectSameKeys(en, ar, 'common')).not.toThrow();
  });

  it('Arabic texts are written in Arabic script, not transliterated', () => {
    const arabic = /[\u0600-\u06FF]/;
    const leaves = (tree: object): string[] =>
      Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
    // Language names are shown in their own language ("English" stays English).
    const { languages: _names, ...rest } = ar;
    expect(leaves(rest).filter((text) => !arabic.test(text))).toEqual([]);
  });

  it('has the generic words the remotes rely on', () => {
    for (const key of ['loading', 'retry', 'somethingWentWrong', 'success', 'close', 'cancel', 'save', 'signIn']) {
      expect(i18n.t(key)).not.toBe(key);
    }
    for (const entity of ['activity', 'plan', 'post', 'user', 'profile']) {
      expect(i18n.t(`notFound.${entity}`)).not.toMatch(/^notFound\./);
    }
  });
});

describe('i18n instance', () => {
  it('is ready synchronously and switches language', async () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('retry')).toBe('Retry');
    await i18n.changeLanguage('ar');
    expect(i18n.t('retry')).toBe('إعادة المحاولة');
  });

  it('declares the direction of each language', () => {
    expect(LANGUAGES).toEqual({ en: { dir: 'ltr' }, ar: { dir: 'rtl' } });
    expect(directionOf('ar')).toBe('rtl');
  });

  it('registerNamespace adds a namespace in both languages and extends it on a second call', async () => {
    registerNamespace('test-hotels', { en: { title: 'Hotels' }, ar: { title: 'الفنادق' } });
    registerNamespace('test-hotels', { en: { more: 'More' }, ar: { more: 'المزيد' } });
    expect(i18n.t('title', { ns: 'test-hotels' })).toBe('Hotels');
    expect(i18n.t('more', { ns: 'test-hotels' })).toBe('More');
    await i18n.changeLanguage('ar');
    expect(i18n.t('title', { ns: 'test-hotels' })).toBe('الفنادق');
  });

  it('serves useTranslation without a provider (react-i18next is bound to this instance)', async () => {
    registerNamespace('test-plans', { en: { heading: 'My plans' }, ar: { heading: 'خططي' } });
    function Heading() {
      const { t } = useTranslation('test-plans');
      return <h1>{t('heading')}</h1>;
    }
    render(<Heading />);
    expect(screen.getByRole('heading')).toHaveTextContent('My plans');
    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(screen.getByRole('heading')).toHaveTextContent('خططي');
  });
});

describe('document language', () => {
  it('applyDocumentLanguage sets <html lang dir>', () => {
    applyDocumentLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    applyDocumentLanguage('en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('syncLanguage moves i18next and the document together', () => {
    syncLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    syncLanguage('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });
});
