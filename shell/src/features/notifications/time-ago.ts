/** Instagram-style short age: now, 5m, 3h, 2d, 4w. Returns the i18n key under `ago.` and the number. */
export function timeAgo(iso: string, now: number = Date.now()): { unit: 'now' | 'm' | 'h' | 'd' | 'w'; n: number } {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return { unit: 'now', n: 0 };
  if (seconds < 3600) return { unit: 'm', n: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'h', n: Math.floor(seconds / 3600) };
  if (seconds < 7 * 86_400) return { unit: 'd', n: Math.floor(seconds / 86_400) };
  return { unit: 'w', n: Math.floor(seconds / (7 * 86_400)) };
}
