import { nextTask } from '@/lib/next-task';
import { evaluateShared, sharesOfPage } from './evaluate-shared';

// The build's table (webpack.config.js, writePageShares) is a generated file: the test gives its own.
jest.mock('jad-page-shares', () => ({ __esModule: true, default: { keys: [], pages: {} } }), { virtual: true });

const table = {
  keys: ['@jad/shared-ui', '@tanstack/react-query', '@mui/material/Select'],
  pages: { '/activities': [0, 1, 2], '/feed': [0, 1] },
};

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('sharesOfPage', () => {
  it("gives a page's shared modules by its address, with or without a trailing slash", () => {
    expect(sharesOfPage('/feed', table)).toEqual(['@jad/shared-ui', '@tanstack/react-query']);
    expect(sharesOfPage('/activities/', table)).toEqual([
      '@jad/shared-ui',
      '@tanstack/react-query',
      '@mui/material/Select',
    ]);
  });

  it('gives none for a page the build has no list for (an address with parameters)', () => {
    expect(sharesOfPage('/activities/desert-safari', table)).toEqual([]);
  });
});

describe('evaluateShared', () => {
  it('evaluates each module through the runtime, one per task, in order', async () => {
    const evaluated: string[] = [];
    const load = jest.fn(async (key: string) => () => evaluated.push(key));
    const done = evaluateShared(['a', 'b', 'c'], load);
    await flushMicrotasks();
    expect(evaluated).toEqual([]); // not in the task that asked
    await nextTask();
    await flushMicrotasks();
    expect(evaluated).toEqual(['a']);
    await nextTask();
    await flushMicrotasks();
    expect(evaluated).toEqual(['a', 'b']);
    await done;
    expect(evaluated).toEqual(['a', 'b', 'c']);
  });

  it('goes on past a module that fails to load or that the runtime does not have', async () => {
    const evaluated: string[] = [];
    const load = async (key: string) => {
      if (key === 'broken') throw new Error('chunk failed');
      if (key === 'unknown') return false as const;
      return () => evaluated.push(key);
    };
    await evaluateShared(['broken', 'unknown', 'fine'], load);
    expect(evaluated).toEqual(['fine']);
  });
});
