const units: Array<{ unit: Intl.RelativeTimeFormatUnit; milliseconds: number }> = [
  { unit: "year", milliseconds: 365 * 24 * 3_600_000 },
  { unit: "month", milliseconds: 30 * 24 * 3_600_000 },
  { unit: "week", milliseconds: 7 * 24 * 3_600_000 },
  { unit: "day", milliseconds: 24 * 3_600_000 },
  { unit: "hour", milliseconds: 3_600_000 },
  { unit: "minute", milliseconds: 60_000 },
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

/** How long ago `then` was, seen at `now` (both epoch ms): "just now", "5 minutes ago", "yesterday". */
export function relativeTime(then: number, now: number): string {
  const elapsed = now - then;
  if (elapsed < 45_000) return "just now";
  for (const { unit, milliseconds } of units) {
    if (elapsed >= milliseconds) return relative.format(-Math.floor(elapsed / milliseconds), unit);
  }
  return relative.format(-1, "minute");
}
