import { fillArguments } from "@/lib/demo/model/fill-arguments";
import { pickTool } from "@/lib/demo/model/pick-tool";
import { plainReply } from "@/lib/demo/model/plain-reply";
import { readForecast } from "@/lib/demo/model/read-forecast";
import type { DemoHistory, Observation } from "@/lib/demo/model/read-history";
import type { DemoOffer, OfferedTool } from "@/lib/demo/model/read-offer";
import { type City, cities } from "@/lib/demo/weather/data";

/** One turn of the script, before it is written in a dialect. */
export type DemoStep = { thinking: string } & (
  | { action: "call-tool"; tool: OfferedTool; arguments: Record<string, unknown> }
  | { action: "write"; path: string; content: string }
  | { action: "ask"; question: string }
  | { action: "complete"; result: string }
);

/** What a task asks for: a known city, whether it is about the weather, the period, a file. */
export function readTask(task: string) {
  const city = cities
    .map((known) => ({ known, index: task.search(new RegExp(`\\b${known.name}\\b`, "i")) }))
    .filter((found) => found.index !== -1)
    .sort((first, second) => first.index - second.index)[0]?.known;
  const period = (/\b(tomorrow|tonight)\b/i.exec(task)?.[1] ?? "today").toLowerCase();
  return {
    city: city ?? (/\bNYC\b/.test(task) ? cities[0] : undefined),
    asksWeather: /\b(weather|forecast|temperature|rain|sunny)\b/i.test(task),
    period: period.charAt(0).toUpperCase() + period.slice(1),
    file: /(?:^|[\s"'`(])([\w./-]+\.(?:md|txt|json|csv|html))\b/i.exec(task)?.[1],
  };
}

/**
 * The scripted model's next step, from the task, what the request offers and what came back so
 * far. A weather task with a forecast tool: fetch the forecast, write the file the task names,
 * then complete. Any other task: call the tool that best matches it (see `pickTool`), with
 * arguments from its schema and the task, then answer from what it returned. A weather task that
 * names no city asks which one (when `ask_followup_question` is offered). A plain question
 * (a sampling request) gets a plain answer. A failed or denied call ends the run with a note;
 * malformed arguments get one retry.
 */
export function decideStep(offer: DemoOffer, history: DemoHistory): DemoStep {
  if (offer.plain) {
    return complete("A plain question, with no tools: I answer it.", plainReply(history.task));
  }
  // What the person answered to a question counts as part of the task.
  const task = readTask([history.task, ...history.answers].join("\n"));
  const { city, file } = task;
  const tool = offer.forecastTool;
  const forecast = history.call;
  if (!task.asksWeather || !tool) {
    const picked = pickTool(offer.tools, history.task);
    if (picked) return genericStep(offer, history, task, picked);
  }
  if (!city && task.asksWeather && tool && offer.canAsk && history.answers.length === 0) {
    return {
      thinking: "The user wants a forecast but names no place. I will ask which city.",
      action: "ask",
      question: `Which city should I get the forecast for? I know ${cities.map((known) => known.name).join(", ")}.`,
    };
  }
  if (!city || !task.asksWeather) return plainAnswer(task.asksWeather);
  if (!tool) {
    return complete(
      "No connected tool gives a forecast, so I cannot look it up.",
      `I could not get the forecast for ${city.name}: none of the connected tools offers one.`,
    );
  }
  if (forecast?.kind === "result") return afterForecast(offer, history, task, city, forecast.text);
  const stop = stopAfter(tool, forecast, history);
  if (stop) return stop;
  const thinking =
    forecast?.kind === "invalid-arguments"
      ? retryThinking(forecast)
      : `The user wants ${task.period.toLowerCase()}'s weather for ${city.name}${file ? `, written to ${file}` : ""}. The connected ${tool.server} server offers ${tool.tool}, which takes a latitude and a longitude. ${city.name} is at about ${city.latitude.toFixed(4)}, ${city.longitude.toFixed(4)}. I will fetch the forecast first${file ? ", then write the file" : ""}.`;
  const { latitude, longitude } = city;
  return { thinking, action: "call-tool", tool, arguments: { latitude, longitude } };
}

/** Any task but the weather: call the matching tool, then report (and write) what it returned. */
function genericStep(
  offer: DemoOffer,
  history: DemoHistory,
  task: ReturnType<typeof readTask>,
  { tool, reason }: NonNullable<ReturnType<typeof pickTool>>,
): DemoStep {
  const { call } = history;
  if (call?.kind === "result") {
    const text = call.text.length > 600 ? `${call.text.slice(0, 599)}…` : call.text;
    return reportOrWrite(offer, history, task.file, {
      summary: `${tool.tool} answered: ${text}`,
      content: [`# ${tool.tool}`, "", call.text].join("\n"),
      what: `the result of ${tool.tool}`,
    });
  }
  const stop = stopAfter(tool, call, history);
  if (stop) return stop;
  const args = fillArguments(tool.inputSchema, history.task);
  const thinking =
    call?.kind === "invalid-arguments"
      ? retryThinking(call)
      : `I am Loupe's scripted demo: I pick the connected tool that best matches the task. ${tool.tool} of the ${tool.server} server fits (${reason}). I fill its arguments from its input schema and the task, call it, then answer from what it returns.`;
  return { thinking, action: "call-tool", tool, arguments: args };
}

/** After a call that failed, was denied, or had its arguments rejected twice: complete, saying so. */
function stopAfter(
  tool: OfferedTool,
  observation: Observation | undefined,
  history: DemoHistory,
): DemoStep | undefined {
  if (observation?.kind === "error" || observation?.kind === "denied") {
    return complete(
      `The ${tool.tool} call did not work. I will say so instead of trying again.`,
      observation.kind === "denied"
        ? `I could not get the data because the ${tool.tool} call was denied.`
        : `I could not get the data: ${tool.tool} failed with "${observation.text}".`,
    );
  }
  if (history.invalidArguments >= 2) {
    return complete(
      "My arguments were rejected twice. I will stop rather than loop.",
      `I could not call ${tool.tool}: the host rejected my arguments twice.`,
    );
  }
  return undefined;
}

function retryThinking(observation: Observation): string {
  return `The host could not read my arguments (${observation.text}). I will retry with a properly formatted JSON object.`;
}

function afterForecast(
  offer: DemoOffer,
  history: DemoHistory,
  task: ReturnType<typeof readTask>,
  city: City,
  text: string,
): DemoStep {
  const { conditions, high, low, lines } = readForecast(text, task.period);
  const temperatures = low
    ? `a high of ${high} and a low of ${low}`
    : `a temperature around ${high}`;
  const summary =
    conditions && high
      ? `${task.period} in ${city.name} will be ${conditions} with ${temperatures}.`
      : `The forecast for ${city.name}: ${lines.join(" ")}`;
  const fields = low ? [`- High: ${high}`, `- Low: ${low}`] : [`- Temperature: ${high}`];
  const content = conditions
    ? [
        `# ${city.name} weather, ${task.period.toLowerCase()}`,
        "",
        `- Conditions: ${conditions}`,
        ...fields,
      ]
    : [`# ${city.name} weather`, "", ...lines];
  return reportOrWrite(offer, history, task.file, {
    summary,
    content: content.join("\n"),
    what: "the forecast",
  });
}

/**
 * With what a call brought back: complete with its summary, or first write it to the file the
 * task names (when `write_to_file` is offered), then complete saying whether that worked.
 */
function reportOrWrite(
  offer: DemoOffer,
  history: DemoHistory,
  file: string | undefined,
  found: { summary: string; content: string; what: string },
): DemoStep {
  const { summary, what } = found;
  const write = history.write;
  if (!file || !offer.canWrite) {
    const note = file ? ` I did not save it to ${file}: no write_to_file tool is available.` : "";
    return complete(`I have ${what} and there is nothing else to do.`, summary + note);
  }
  if (write?.kind === "result") {
    return complete(
      `The file was written successfully. Both parts of the task are done: I have ${what} and saved it to ${file}.`,
      `${summary} I saved ${what} to ${file}.`,
    );
  }
  if (write) {
    const reason = write.kind === "denied" ? "writing the file was denied" : write.text;
    return complete(
      `Writing ${file} did not work (${reason}). I will report ${what} without the file.`,
      `${summary} I did not save it to ${file}: ${reason}.`,
    );
  }
  const known = (summary.charAt(0).toLowerCase() + summary.slice(1)).replace(/\.$/, "");
  return {
    thinking: `I have ${what}: ${known}. The task also asks for the result in ${file}, so the task is not finished yet. I will write the file with write_to_file.`,
    action: "write",
    path: file,
    content: found.content,
  };
}

function plainAnswer(asksWeather: boolean): DemoStep {
  if (asksWeather) {
    return complete(
      "The task asks about the weather, but names no place I know.",
      `I can give forecasts only for ${cities.map((city) => city.name).join(", ")}; name one of them and I will fetch it.`,
    );
  }
  return complete(
    "This task does not ask for a forecast, so a short answer will do.",
    "I am Loupe's scripted demo model, not a language model: I fetch forecasts for a few US cities and write them to a file (try \"What's the weather in New York tomorrow? Write the result to result.md\"), or call the connected tool whose name or description matches the task. None matches this one, so it gets this short answer.",
  );
}

function complete(thinking: string, result: string): DemoStep {
  return { thinking, action: "complete", result };
}
