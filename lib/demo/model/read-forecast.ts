/**
 * Reads one period ("Tomorrow") of a forecast text leniently: the demo server writes
 * `Tomorrow:` then `Temperature: 24°C (low 17°C)` and `Conditions: Sunny` lines; other servers
 * may write `Tomorrow: Sunny. High 24°C, low 17°C.` Both read the same. `lines` are the first
 * lines of the period (or of the text), quoted when fields are missing.
 */
export function readForecast(text: string, period: string) {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const start = lines.findIndex(
    (line) => line.split(":")[0]?.trim().toLowerCase() === period.toLowerCase(),
  );
  const block: string[] = [];
  if (start !== -1) {
    block.push((lines[start] ?? "").trim());
    for (const line of lines.slice(start + 1)) {
      if (!line.trim() || /^\s*-{3,}\s*$/.test(line) || /^[A-Z][\w ]*:\s*$/.test(line)) break;
      block.push(line.trim());
    }
  }
  const quoted = block.length > 0 ? block : lines.filter((line) => line.trim()).slice(0, 4);
  const joined = quoted.join("\n");
  const firstSentence = (block[0] ?? "").replace(/^[^:]*:\s*/, "").split(/\.\s|\.$/)[0];
  const conditions =
    /\bConditions:\s*([^\n.]+)/i.exec(joined)?.[1] ??
    (firstSentence && !/\d/.test(firstSentence) ? firstSentence : undefined);
  return {
    conditions: conditions?.trim().toLowerCase(),
    high: degrees(/\b(?:high|temperature)(?: of)?:?\s*(-?\d+(?:\.\d+)?)\s*°\s*([CF])?/i, joined),
    low: degrees(/\blow(?: of)?:?\s*(-?\d+(?:\.\d+)?)\s*°\s*([CF])?/i, joined),
    lines: quoted,
  };
}

function degrees(pattern: RegExp, text: string): string | undefined {
  const match = pattern.exec(text);
  return match ? `${match[1]}°${match[2] ?? "C"}` : undefined;
}
