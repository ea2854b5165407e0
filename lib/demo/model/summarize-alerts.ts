/** One alert the demo picked out of an alerts observation. */
export interface AlertEntry {
  event: string;
  severity?: string;
  area?: string;
}

/** An alerts observation reduced to its alerts; `lines` is the text to quote when none were recognized. */
export interface AlertsSummary {
  none: boolean;
  alerts: AlertEntry[];
  lines: string[];
}

/**
 * Reads an alerts text leniently: "No active alerts" means none; otherwise blocks separated by
 * `---` with `Event:`, `Severity:` and `Area:` lines, as the MCP quickstart weather server writes them.
 */
export function summarizeAlerts(text: string): AlertsSummary {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !/^-{3,}$/.test(line));
  if (lines.length === 0 || /\bno (active )?(weather )?alerts\b/i.test(text)) {
    return { none: true, alerts: [], lines };
  }
  const alerts: AlertEntry[] = [];
  for (const block of text.split(/^\s*-{3,}\s*$/m)) {
    const field = (name: string) =>
      new RegExp(`^\\s*${name}\\s*:\\s*(.+)$`, "im").exec(block)?.[1]?.trim();
    const event = field("Event") ?? field("Headline");
    if (event) alerts.push({ event, severity: field("Severity"), area: field("Areas?") });
  }
  return { none: false, alerts, lines: lines.slice(0, 8) };
}

/** The alerts as Markdown bullets ("- Wind Advisory (Moderate): Bay Shoreline"), or the quoted lines. */
export function alertBullets(summary: AlertsSummary): string {
  if (summary.alerts.length === 0) return summary.lines.map((line) => `> ${line}`).join("\n");
  return summary.alerts
    .map(
      ({ event, severity, area }) =>
        `- ${event}${severity ? ` (${severity})` : ""}${area ? `: ${area}` : ""}`,
    )
    .join("\n");
}
