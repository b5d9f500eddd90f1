import { screen } from '@testing-library/react';
import { countForm } from '@/lib/plural';
import { renderScreen } from '@/test/render';
import { RoomsLeft } from './rooms-left';

test.each([
  [1, 'en', 'Only 1 room left at this price'],
  [2, 'en', 'Only 2 rooms left at this price'],
  [4, 'en', 'Only 4 rooms left at this price'],
  [1, 'ar', 'بقيت غرفة واحدة فقط بهذا السعر'],
  [2, 'ar', 'بقيت غرفتان فقط بهذا السعر'],
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

test('picks Arabic’s four count forms', () => {
  expect([1, 2, 3, 10, 11, 0].map(countForm)).toEqual(['one', 'two', 'few', 'few', 'many', 'many']);
});
