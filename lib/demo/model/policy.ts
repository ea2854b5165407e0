import { readForecast } from "@/lib/demo/model/read-forecast";
import type { DemoHistory } from "@/lib/demo/model/read-history";
import type { DemoOffer, ForecastTool } from "@/lib/demo/model/read-offer";
import { type City, cities } from "@/lib/demo/weather/data";

/** One turn of the script, before it is written in a dialect. */
export type DemoStep = { thinking: string } & (
  | { action: "call-forecast"; tool: ForecastTool; arguments: Pick<City, "latitude" | "longitude"> }
  | { action: "write"; path: string; content: string }
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
 * far: fetch the forecast, write the file the task names, then complete. A failed or denied call
 * ends the run with a note; malformed arguments get one retry.
 */
export function decideStep(offer: DemoOffer, history: DemoHistory): DemoStep {
  const task = readTask(history.task);
  const { city, file } = task;
  if (!city || !task.asksWeather) return plainAnswer(task.asksWeather);
  const tool = offer.forecastTool;
  const forecast = history.forecast;
  if (!tool) {
    return complete(
      "No connected tool gives a forecast, so I cannot look it up.",
      `I could not get the forecast for ${city.name}: none of the connected tools offers one.`,
    );
  }
  if (forecast?.kind === "result") return afterForecast(offer, history, task, city, forecast.text);
  if (forecast?.kind === "error" || forecast?.kind === "denied") {
    return complete(
      `The ${tool.tool} call did not work. I will say so instead of trying again.`,
      forecast.kind === "denied"
        ? `I could not get the data because the ${tool.tool} call was denied.`
        : `I could not get the data: ${tool.tool} failed with "${forecast.text}".`,
    );
  }
  if (history.invalidArguments >= 2) {
    return complete(
      "My arguments were rejected twice. I will stop rather than loop.",
      `I could not call ${tool.tool}: the host rejected my arguments twice.`,
    );
  }
  const thinking =
    forecast?.kind === "invalid-arguments"
      ? `The host could not read my arguments (${forecast.text}). I will retry with a properly formatted JSON object.`
      : `The user wants ${task.period.toLowerCase()}'s weather for ${city.name}${file ? `, written to ${file}` : ""}. The connected ${tool.server} server offers ${tool.tool}, which takes a latitude and a longitude. ${city.name} is at about ${city.latitude.toFixed(4)}, ${city.longitude.toFixed(4)}. I will fetch the forecast first${file ? ", then write the file" : ""}.`;
  const { latitude, longitude } = city;
  return { thinking, action: "call-forecast", tool, arguments: { latitude, longitude } };
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
  const { file } = task;
  const write = history.write;
  if (!file || !offer.canWrite) {
    const note = file ? ` I did not save it to ${file}: no write_to_file tool is available.` : "";
    return complete("I have the forecast and there is nothing else to do.", summary + note);
  }
  if (write?.kind === "result") {
    return complete(
      `The file was written successfully. Both parts of the task are done: I fetched the forecast and saved it to ${file}.`,
      `${summary} I saved the forecast to ${file}.`,
    );
  }
  if (write) {
    const reason = write.kind === "denied" ? "writing the file was denied" : write.text;
    return complete(
      `Writing ${file} did not work (${reason}). I will report the forecast without the file.`,
      `${summary} I did not save it to ${file}: ${reason}.`,
    );
  }
  const fields = low ? [`- High: ${high}`, `- Low: ${low}`] : [`- Temperature: ${high}`];
  const content = conditions
    ? [
        `# ${city.name} weather, ${task.period.toLowerCase()}`,
        "",
        `- Conditions: ${conditions}`,
        ...fields,
      ]
    : [`# ${city.name} weather`, "", ...lines];
  const known = (summary.charAt(0).toLowerCase() + summary.slice(1)).replace(/\.$/, "");
  return {
    thinking: `I have the forecast: ${known}. The task also asks for the result in ${file}, so the task is not finished yet. I will write the file with write_to_file.`,
    action: "write",
    path: file,
    content: content.join("\n"),
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
    "I am Loupe's scripted demo model, not a language model: I fetch forecasts for a few US cities and write them to a file (try \"What's the weather in New York tomorrow? Write the result to result.md\"). Anything else gets this short answer.",
  );
}

function complete(thinking: string, result: string): DemoStep {
  return { thinking, action: "complete", result };
}
