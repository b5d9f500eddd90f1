/** "6h 30m" / "6 س 30 د": activity durations are whole minutes. */
export function durationParts(minutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
