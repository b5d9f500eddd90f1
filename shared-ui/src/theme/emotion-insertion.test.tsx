import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import styled from '@emotion/styled';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { act, startTransition, useInsertionEffect } from 'react';
import { useInsertionEffectAlwaysWithSyncFallback, useInsertionEffectWithLayoutFallback } from './emotion-insertion';

// jest maps @emotion/use-insertion-effect-with-fallbacks to this file, as the apps' webpack config does.
const Tinted = styled.div({ color: 'rgb(1, 2, 3)' });

function rulesOf(cache: ReturnType<typeof createCache>): string {
  return cache.sheet.tags
    .map((tag) => [tag.textContent ?? '', ...Array.from(tag.sheet?.cssRules ?? [], (r) => r.cssText)].join(''))
    .join('');
}

describe('emotion insertion (webpack alias of @emotion/use-insertion-effect-with-fallbacks)', () => {
  it("inserts a component's rules while rendering, before React commits", async () => {
    const cache = createCache({ key: 'probe' });
    const seenInRender: string[] = [];
    // Rendered after the styled elements in the same render pass, before any commit.
    function Probe() {
      seenInRender.push(rulesOf(cache));
      return null;
    }
    await act(async () => {
      startTransition(() => {
        render(
          <CacheProvider value={cache}>
            <Tinted>a</Tinted>
            <Box sx={{ marginTop: '7px' }}>b</Box>
            <Probe />
          </CacheProvider>,
        );
      });
    });
    const rules = seenInRender[0]!.replace(/\s/g, '');
    expect(rules).toContain('color:rgb(1,2,3)');
    expect(rules).toContain('margin-top:7px');
  });

  it('inserts each rule once, however often the component renders', () => {
    const cache = createCache({ key: 'once' });
    const { rerender } = render(
      <CacheProvider value={cache}>
        <Tinted>a</Tinted>
      </CacheProvider>,
    );
    const count = () =>
      cache.sheet.tags.reduce((n, tag) => n + (tag.sheet?.cssRules.length ?? 0) + (tag.textContent ? 1 : 0), 0);
    const first = count();
    rerender(
      <CacheProvider value={cache}>
        <Tinted>b</Tinted>
        <Tinted>c</Tinted>
      </CacheProvider>,
    );
    expect(count()).toBe(first);
  });

  it("keeps React's insertion effect for global styles (they are removed on unmount)", () => {
    expect(useInsertionEffectWithLayoutFallback).toBe(useInsertionEffect);
    const create = jest.fn();
    useInsertionEffectAlwaysWithSyncFallback(create);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
