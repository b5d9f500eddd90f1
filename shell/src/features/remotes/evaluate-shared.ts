import { loadShare } from '@module-federation/enhanced/runtime';
import pageShares from 'jad-page-shares';
import { nextTask } from '@/lib/next-task';

type LoadShare = (key: string) => Promise<false | (() => unknown) | undefined>;

/**
 * The shared modules a page's first render needs (its remote's first chunk and its page chunk, as the build found them:
 * webpack.config.js, sharedByPage), by page address.
 */
export function sharesOfPage(pathname: string, table: typeof pageShares = pageShares): string[] {
  const page = table.pages[pathname.replace(/\/+$/, '') || '/'];
  return (page ?? []).flatMap((index) => table.keys[index] ?? []);
}

/**
 * Evaluates shared modules through the shell's federation runtime, one per task, while the remote's own files
 * download. Otherwise the remote's chunks evaluate them (MUI components, shared-ui's full entry, TanStack Query) inside
 * the task that runs each chunk: one long task per chunk on a phone. The remote then takes them as they are.
 */
export async function evaluateShared(keys: readonly string[], load: LoadShare = loadShare): Promise<void> {
  for (const key of keys) {
    await nextTask();
    try {
      const factory = await load(key);
      if (typeof factory === 'function') factory();
    } catch {
      // Only a head start: the remote loads what it needs itself, and its outlet shows a failure.
    }
  }
}
