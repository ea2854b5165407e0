/** A forecast period the weather server names ("Tomorrow: Sunny. High 24°C ..."). */
export type ForecastPeriod = "Today" | "Tonight" | "Tomorrow";

/** What a task asks for, as far as the scripted demo understands tasks. */
export interface TaskIntent {
  wantsForecast: boolean;
  wantsAlerts: boolean;
  period?: ForecastPeriod;
  /** The file the task asks to write the result to. */
  filePath?: string;
  /** A resource URI the task names (`weather://cities`). */
  resourceUri?: string;
  /** True when the task is written in Chinese, so the answer is too. */
  chinese: boolean;
}

const uriPattern = /[a-z][\w+.-]*:\/\/[^\s"'<>)，。、]+/i;
const pathPattern = /(?<![\w\-./:])([\w\-./]*\w\.(?:md|markdown|txt|json|csv|html?))(?!\w)/i;
const writeWords = /\b(write|save|store|record|put|export)\b|写入|写到|写进|保存|存到|存入|记录到/i;
const fileWords = /\bfile\b|文件/i;
const alertWords = /alert|warning|advisory|预警|警报|警告/i;
const forecastWords =
  /forecast|temperature|rain|snow|sunny|degrees|today|tonight|tomorrow|预报|气温|温度|下雨|下雪|今天|今晚|明天/i;

/** Reads a task's intent from its words, in English or Chinese. */
export function readTask(task: string): TaskIntent {
  const resourceUri = uriPattern.exec(task)?.[0];
  const path = pathPattern.exec(task)?.[1];
  const words = task.replace(uriPattern, " ").replace(pathPattern, " ");
  const wantsAlerts = alertWords.test(words);
  const wantsForecast = forecastWords.test(words) || (!wantsAlerts && !resourceUri);
  const asksToWrite =
    (writeWords.test(words) && (path !== undefined || fileWords.test(words))) ||
    (path !== undefined && /\b(?:to|into)\s+$/i.test(task.slice(0, task.indexOf(path))));
  return {
    wantsForecast,
    wantsAlerts,
    period: readPeriod(words),
    filePath: asksToWrite ? (path ?? "result.md") : undefined,
    resourceUri,
    chinese: /[\u4e00-\u9fff]/.test(task),
  };
}

function readPeriod(words: string): ForecastPeriod | undefined {
  if (/tomorrow|明天/i.test(words)) return "Tomorrow";
  if (/tonight|今晚/i.test(words)) return "Tonight";
  if (/today|今天/i.test(words)) return "Today";
  return undefined;
}
