/**
 * `items[index]` where the caller knows the index is in range (noUncheckedIndexedAccess): a clear error at the
 * wrong index instead of `undefined` flowing on. A stateless leaf (`@jad/shared-ui/checked`), bundled by whoever
 * imports it, so a remote using it still runs on a shell whose shared-ui predates it.
 */
export function at<T>(items: readonly T[], index: number): T {
  if (!Number.isInteger(index) || index < 0 || index >= items.length) {
    throw new RangeError(`Index ${index} is out of range (length ${items.length})`);
  }
  return items[index] as T;
}
