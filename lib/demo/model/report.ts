import {
  forecastBrief,
  forecastBullets,
  forecastSentence,
} from "@/lib/demo/model/describe-forecast";
import type { Location } from "@/lib/demo/model/find-location";
import { type AlertsSummary, alertBullets } from "@/lib/demo/model/summarize-alerts";
import type { ForecastSummary } from "@/lib/demo/model/summarize-forecast";

/** What the tools returned so far, ready to be reported. */
export interface Findings {
  location?: Location;
  forecast?: ForecastSummary;
  alerts?: AlertsSummary;
  resource?: { uri: string; text: string };
  chinese: boolean;
}

/** True when there is anything to report or write. */
export function hasFindings(findings: Findings): boolean {
  return Boolean(findings.forecast || findings.alerts !== undefined || findings.resource);
}

/** A clause for thinking that says what was learned. */
export function findingsBrief(findings: Findings): string {
  const parts: string[] = [];
  if (findings.forecast) parts.push(forecastBrief(findings.forecast, placeName(findings)));
  if (findings.alerts !== undefined) parts.push(alertsBrief(findings));
  if (findings.resource) parts.push(`${findings.resource.uri} lists what I needed`);
  return parts.join("; ");
}

/** The final answer's text, in the task's language. */
export function reportAnswer(findings: Findings): string {
  const parts: string[] = [];
  const chinesePlace = findings.chinese
    ? (findings.location?.chineseName ?? placeName(findings))
    : undefined;
  if (findings.forecast)
    parts.push(forecastSentence(findings.forecast, placeName(findings), chinesePlace));
  if (findings.alerts !== undefined) parts.push(alertsAnswer(findings));
  if (findings.resource) {
    parts.push(`${findings.resource.uri}:\n${firstLines(findings.resource.text, 12).join("\n")}`);
  }
  const separator = parts.some((part) => part.includes("\n"))
    ? "\n\n"
    : findings.chinese
      ? ""
      : " ";
  return parts.join(separator).trim();
}

/** The Markdown written to the file the task asked for. */
export function reportMarkdown(findings: Findings): string {
  const sections: string[] = [];
  const place = placeName(findings);
  if (findings.forecast) {
    const period = findings.forecast.period ? `, ${findings.forecast.period.toLowerCase()}` : "";
    sections.push(`# ${place} weather${period}\n\n${forecastBullets(findings.forecast)}`);
  }
  if (findings.alerts !== undefined) {
    const level = findings.forecast ? "##" : "#";
    const body = findings.alerts.none ? "No active alerts." : alertBullets(findings.alerts);
    sections.push(`${level} Weather alerts for ${alertsArea(findings)}\n\n${body}`);
  }
  if (findings.resource) {
    sections.push(`# ${findings.resource.uri}\n\n${findings.resource.text.trim()}`);
  }
  if (findings.chinese && findings.forecast) {
    const chinesePlace = findings.location?.chineseName ?? place;
    sections.push(forecastSentence(findings.forecast, place, chinesePlace));
  }
  return sections.join("\n\n");
}

function placeName(findings: Findings): string {
  const { location, forecast } = findings;
  if (location?.source === "city") return location.name;
  return forecast?.place ?? location?.name ?? "the location";
}

function alertsArea(findings: Findings): string {
  return findings.location?.state ?? placeName(findings);
}

function alertsBrief(findings: Findings): string {
  const count = findings.alerts?.none ? 0 : (findings.alerts?.alerts.length ?? 0);
  const area = alertsArea(findings);
  if (findings.alerts?.none) return `there are no active alerts for ${area}`;
  return count > 0
    ? `there are ${count} active alerts for ${area}`
    : `there are active alerts for ${area}`;
}

function alertsAnswer(findings: Findings): string {
  const area = alertsArea(findings);
  const alerts = findings.alerts;
  if (!alerts || alerts.none) {
    return findings.chinese
      ? `${area} 目前没有生效的天气预警。`
      : `There are no active weather alerts for ${area}.`;
  }
  const count = alerts.alerts.length;
  const heading = findings.chinese
    ? `${area} 目前有${count > 0 ? ` ${count} 条` : ""}天气预警：`
    : `There ${count === 1 ? "is 1 active weather alert" : `are ${count || "some"} active weather alerts`} for ${area}:`;
  return `${heading}\n${alertBullets(alerts)}`;
}

function firstLines(text: string, count: number): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, count);
}
