import type { ForecastPeriod } from "@/lib/demo/model/read-task";

/** What the demo could pick out of a forecast observation; `lines` is the text to quote when fields are missing. */
export interface ForecastSummary {
  /** The place the forecast names in its header ("Seattle, WA"), if it does. */
  place?: string;
  /** The period the summary is about ("Tomorrow"), when the text names periods. */
  period?: string;
  conditions?: string;
  high?: string;
  low?: string;
  /** A single temperature given without a high/low label, as for a night period. */
  temperature?: string;
  lines: string[];
}

const periodLine = /^\s*([A-Z][A-Za-z0-9 ]{1,24}?)\s*:\s*(.*)$/;
const fieldNames =
  /^(temperature|wind|forecast|short forecast|conditions|precipitation|humidity|high|low)$/i;

/**
 * Reads a forecast text leniently: finds the asked period's lines (or the first period's) and
 * picks out conditions, high and low; never depends on the exact wording.
 */
export function summarizeForecast(text: string, wanted?: ForecastPeriod): ForecastSummary {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const place = /Forecast for ([^(\n:]+?)\s*[(:]/i.exec(text)?.[1]?.trim();
  const start = findPeriodStart(lines, wanted);
  if (start === -1) {
    const quoted = lines
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 6);
    return { place, ...readFields(quoted.join("\n")), lines: quoted };
  }
  const match = periodLine.exec(lines[start] ?? "");
  const block = [match?.[2] ?? ""];
  for (const line of lines.slice(start + 1)) {
    if (!line.trim() || /^\s*-{3,}\s*$/.test(line) || isPeriodLine(line)) break;
    block.push(line.trim());
  }
  const quoted = [(lines[start] ?? "").trim(), ...block.slice(1)];
  return { place, period: match?.[1]?.trim(), ...readFields(block.join("\n")), lines: quoted };
}

function findPeriodStart(lines: string[], wanted: ForecastPeriod | undefined): number {
  if (wanted) {
    const index = lines.findIndex(
      (line) => periodLine.exec(line)?.[1]?.trim().toLowerCase() === wanted.toLowerCase(),
    );
    if (index !== -1) return index;
  }
  return lines.findIndex(isPeriodLine);
}

function isPeriodLine(line: string): boolean {
  const name = periodLine.exec(line)?.[1]?.trim();
  return name !== undefined && !fieldNames.test(name);
}

function readFields(block: string): Omit<ForecastSummary, "lines" | "period" | "place"> {
  const low = readTemperature(block, /\blow(?:\s+of)?\s*:?\s*/i);
  const temperature = readTemperature(block, /\btemperature\s*:?\s*/i);
  const labelledHigh = readTemperature(block, /\bhigh(?:\s+of)?\s*:?\s*/i);
  const high = labelledHigh ?? (low === undefined ? undefined : temperature);
  const labelled = /\b(?:short forecast|forecast|conditions)\s*:\s*([^.\n]+)/i.exec(block)?.[1];
  const sentence = block
    .split(/\.\s+|\.$|\n/)
    .map((part) => part.trim())
    .find((part) => part && !/\b(high|low|wind|precip\w*|temperature|humidity)\b|\d|:/i.test(part));
  const conditions = (labelled ?? sentence)?.trim().toLowerCase();
  const single = high === undefined && low === undefined ? temperature : undefined;
  return { conditions: conditions || undefined, high, low, temperature: single };
}

function readTemperature(block: string, label: RegExp): string | undefined {
  const pattern = new RegExp(
    `${label.source}(-?\\d+(?:\\.\\d+)?)\\s*(°\\s*[CF]|°|degrees\\s*[CF]?)?`,
    "i",
  );
  const match = pattern.exec(block);
  if (!match?.[1]) return undefined;
  const unit = (match[2] ?? "").replace(/\s+/g, "").replace(/^degrees/i, "°");
  return `${match[1]}${unit}`;
}
