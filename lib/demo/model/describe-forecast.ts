import type { ForecastSummary } from "@/lib/demo/model/summarize-forecast";

const chineseConditions: Record<string, string> = {
  sunny: "晴",
  clear: "晴朗",
  "mostly sunny": "大部晴朗",
  "partly cloudy": "多云",
  "mostly cloudy": "多云转阴",
  cloudy: "阴",
  overcast: "阴",
  rain: "雨",
  "light rain": "小雨",
  showers: "阵雨",
  thunderstorms: "雷阵雨",
  snow: "雪",
  fog: "雾",
  "patchy fog": "局部有雾",
  "mostly clear": "大部晴朗",
  "partly sunny": "晴间多云",
  "chance showers": "可能有阵雨",
  "thunderstorms likely": "可能有雷阵雨",
  windy: "有风",
};

const chinesePeriods: Record<string, string> = {
  today: "今天",
  tonight: "今晚",
  tomorrow: "明天",
  "tomorrow night": "明晚",
};

/** A short clause for thinking: "tomorrow in New York is sunny, high 24°C, low 17°C". */
export function forecastBrief(summary: ForecastSummary, place: string): string {
  const parts = [
    summary.conditions,
    summary.high && `high ${summary.high}`,
    summary.low && `low ${summary.low}`,
    summary.temperature && `around ${summary.temperature}`,
  ];
  const details = parts.filter(Boolean).join(", ");
  const when = summary.period
    ? `${summary.period.toLowerCase()} in ${place}`
    : `the weather in ${place}`;
  return details ? `${when} is ${details}` : `the forecast for ${place} is in`;
}

/** One sentence for the final answer, in English or Chinese; quotes the lines when nothing was picked out. */
export function forecastSentence(
  summary: ForecastSummary,
  place: string,
  chinesePlace?: string,
): string {
  if (!hasFields(summary)) {
    const heading =
      chinesePlace === undefined
        ? `Here is the forecast for ${place}:`
        : `${chinesePlace}的天气预报：`;
    return `${heading}\n${summary.lines.join("\n")}`;
  }
  if (chinesePlace !== undefined) return chineseSentence(summary, chinesePlace);
  const { conditions, high, low, temperature } = summary;
  const subject = summary.period ? `${summary.period} in ${place}` : `The weather in ${place}`;
  const temperatures = [
    high && `a high of ${high}`,
    low && `a low of ${low}`,
    temperature && `a temperature around ${temperature}`,
  ]
    .filter(Boolean)
    .join(" and ");
  if (!conditions) return `${subject} will have ${temperatures}.`;
  return temperatures
    ? `${subject} will be ${conditions} with ${temperatures}.`
    : `${subject} will be ${conditions}.`;
}

/** The forecast as Markdown bullets (conditions, high, low), or the quoted lines. */
export function forecastBullets(summary: ForecastSummary): string {
  if (!hasFields(summary)) return summary.lines.map((line) => `> ${line}`).join("\n");
  return [
    summary.conditions && `- Conditions: ${summary.conditions}`,
    summary.high && `- High: ${summary.high}`,
    summary.low && `- Low: ${summary.low}`,
    summary.temperature && `- Temperature: ${summary.temperature}`,
  ]
    .filter(Boolean)
    .join("\n");
}

function hasFields(summary: ForecastSummary): boolean {
  return Boolean(summary.conditions || summary.high || summary.low || summary.temperature);
}

function chineseSentence(summary: ForecastSummary, place: string): string {
  const { conditions, high, low, temperature } = summary;
  const when = chinesePeriods[summary.period?.toLowerCase() ?? ""] ?? "";
  const parts = [
    conditions && (chineseConditions[conditions] ?? conditions),
    high && `最高气温${high}`,
    low && `最低气温${low}`,
    temperature && `气温${temperature}左右`,
  ].filter(Boolean);
  return `${place}${when}${parts.join("，")}。`;
}
