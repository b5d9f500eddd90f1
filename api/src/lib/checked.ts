// Checked element access for `noUncheckedIndexedAccess`: an index the code believes valid that is not throws a clear
// RangeError here instead of letting `undefined` travel on and fail somewhere unrelated.

/** `arr[i]` for an index believed in range; throws a RangeError when it is not (holes count as out of range). */
export function at<T>(arr: ArrayLike<T>, i: number): T {
  const value = arr[i];
  if (value === undefined && !(i >= 0 && i < arr.length)) {
    throw new RangeError(`index ${i} out of range (length ${arr.length})`);
  }
  return value as T;
}

/** `record[key]` for a key believed present; throws a RangeError naming the key when it is not. */
export function entry<V>(record: Readonly<Record<string, V>>, key: string): V {
  const value = record[key];
  if (value === undefined && !Object.prototype.hasOwnProperty.call(record, key)) {
    throw new RangeError(`missing key ${JSON.stringify(key)}`);
  }
  return value as V;
}
