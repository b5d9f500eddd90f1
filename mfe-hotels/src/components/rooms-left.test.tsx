import { screen } from '@testing-library/react';
import { i18n } from '@jad/shared-ui';
import { NS } from '@/i18n';
import { renderScreen } from '@/test/render';
import { RoomsLeft } from './rooms-left';

test.each([
  [1, 'en', 'Only 1 room left at this price'],
  [2, 'en', 'Only 2 rooms left at this price'],
  [4, 'en', 'Only 4 rooms left at this price'],
  [1, 'ar', 'بقيت غرفة واحدة فقط بهذا السعر'],
  [2, 'ar', 'بقيت غرفتان فقط بهذا السعر'],
  [3, 'ar', 'بقيت 3 غرف فقط بهذا السعر'],
] as const)('warns of %i room(s) left (%s)', async (count, lang, text) => {
  const view = await renderScreen(<RoomsLeft count={count} />, { lang });
  expect(screen.getByTestId('rooms-left')).toHaveTextContent(text);
  view.unmount();
});

test('stays quiet with plenty, none or unknown', async () => {
  const view = await renderScreen(
    <>
      <RoomsLeft count={6} />
      <RoomsLeft count={0} />
      <RoomsLeft count={null} />
    </>,
  );
  expect(screen.queryByTestId('rooms-left')).toBeNull();
  view.unmount();
});

// Arabic has six plural forms (Intl.PluralRules): 100 and 101 take the singular, 11 the accusative.
test.each([
  [0, '0 غرفة', '0 rooms'],
  [1, 'غرفة واحدة', '1 room'],
  [2, 'غرفتان', '2 rooms'],
  [3, '3 غرف', '3 rooms'],
  [11, '11 غرفة', '11 rooms'],
  [100, '100 غرفة', '100 rooms'],
  [101, '101 غرفة', '101 rooms'],
  [1234, '1,234 غرفة', '1,234 rooms'],
] as const)('counts %i rooms in Arabic and English', async (count, ar, en) => {
  await renderScreen(<span />, { lang: 'ar' });
  expect(i18n.getFixedT('ar', NS)('count.rooms', { count })).toBe(ar);
  expect(i18n.getFixedT('en', NS)('count.rooms', { count })).toBe(en);
});

test.each([
  [3, '3 فنادق'],
  [11, '11 فندقًا'],
  [100, '100 فندق'],
  [101, '101 فندق'],
] as const)('picks the Arabic form for %i hotels', async (count, ar) => {
  await renderScreen(<span />, { lang: 'ar' });
  expect(i18n.getFixedT('ar', NS)('count.hotels', { count })).toBe(ar);
});

test('says "1 place", not "1 places"', async () => {
  await renderScreen(<span />, { lang: 'en' });
  const t = i18n.getFixedT('en', NS);
  expect(t('search.resultsIn', { count: 1, place: 'Dubai' })).toBe('1 place in Dubai');
  expect(t('search.resultsIn', { count: 2, place: 'Dubai' })).toBe('2 places in Dubai');
  expect(i18n.getFixedT('ar', NS)('search.resultsIn', { count: 1, place: 'دبي' })).toBe('مكان إقامة واحد في دبي');
});
