import { chooseTool } from "@/lib/demo/model/choose-tool";
import type { DemoDecision } from "@/lib/demo/model/compose-answer";
import { wantedPurposes } from "@/lib/demo/model/decide-data-step";
import { finish, inLanguage, type PolicyContext } from "@/lib/demo/model/policy-context";
import { findingsBrief, hasFindings, reportMarkdown } from "@/lib/demo/model/report";

/** Stops after a tool error, a denied call, or a second invalid-JSON error in a row, saying why. */
export function decideAfterFailure(context: PolicyContext): DemoDecision | undefined {
  const last = context.history.last;
  if (!last) return undefined;
  const { action, observation } = last;
  const actionName = action?.name ?? observation.tool;
  if (actionName !== "use_mcp_tool" && actionName !== "access_mcp_resource") return undefined;
  const what = action?.params.tool_name ?? action?.params.uri ?? observation.target ?? "the tool";
  if (observation.kind === "error") {
    return finish(
      context,
      `${what} answered with an error, so I could not get the data. I will explain this instead of guessing.`,
      inLanguage(
        context,
        `I could not get the data: ${what} failed with "${observation.text}".`,
        `无法获取数据：${what} 返回错误"${observation.text}"。`,
      ),
    );
  }
  if (observation.kind === "denied") {
    return finish(
      context,
      `The user denied the ${what} call, so I have no data from it. I will stop and explain.`,
      inLanguage(
        context,
        `I could not get the data because the ${what} call was denied.`,
        `无法获取数据：调用 ${what} 被拒绝了。`,
      ),
    );
  }
  if (observation.kind === "invalid-json" && context.history.invalidJsonStreak >= 2) {
    return finish(
      context,
      `The host still could not parse my arguments for ${what}. I will stop rather than keep sending broken JSON.`,
      inLanguage(
        context,
        `I could not call ${what}: the host rejected my arguments as invalid JSON twice.`,
        `无法调用 ${what}：参数两次被判定为无效的 JSON。`,
      ),
    );
  }
  return undefined;
}

/** Writes the findings to the file the task asked for, once, when `write_to_file` is offered. */
export function decideWrite(context: PolicyContext): DemoDecision | undefined {
  const { intent, history, prompt, findings } = context;
  const path = intent.filePath;
  if (
    !path ||
    history.write ||
    !hasFindings(findings) ||
    !prompt.builtInTools.has("write_to_file")
  ) {
    return undefined;
  }
  return {
    thinking: `I have ${dataNoun(context)}: ${findingsBrief(findings)}. The task also asks for the result in ${path}, so the task is not finished yet. I will write the file with write_to_file.`,
    action: { name: "write_to_file", path, content: reportMarkdown(findings) },
  };
}

/** The final answer: the findings and what became of the file, or why there is nothing to report. */
export function decideCompletion(context: PolicyContext): DemoDecision {
  const { intent, history, prompt, findings } = context;
  if (!hasFindings(findings)) return explainNothingFound(context);
  const path = intent.filePath;
  const write = history.write;
  const noun = dataNoun(context);
  if (path && write?.outcome === "saved") {
    return finish(
      context,
      `The file was written successfully. Both parts of the task are done: I fetched ${noun} and saved it to ${write.path || path}.`,
      inLanguage(
        context,
        `I saved ${noun} to ${write.path || path}.`,
        `结果已写入 ${write.path || path}。`,
      ),
    );
  }
  if (path && write) {
    const reason =
      write.outcome === "denied"
        ? "writing the file was denied"
        : `writing it failed (${write.message})`;
    return finish(
      context,
      `I could not save ${path}: ${reason}. I will report the result without the file.`,
      inLanguage(context, `I did not save it to ${path}: ${reason}.`, `未能写入 ${path}。`),
    );
  }
  if (path && !prompt.builtInTools.has("write_to_file")) {
    return finish(
      context,
      `The task asks for ${path}, but this prompt offers no write_to_file tool, so I cannot save the file. I will give the answer directly.`,
      inLanguage(
        context,
        `I could not save it to ${path}: no write_to_file tool is available.`,
        `无法写入 ${path}：没有可用的 write_to_file 工具。`,
      ),
    );
  }
  return finish(
    context,
    `I have ${noun}: ${findingsBrief(findings)}. That answers the task, so I will report it.`,
    "",
  );
}

function explainNothingFound(context: PolicyContext): DemoDecision {
  const { prompt, intent } = context;
  if (intent.resourceUri && !wantedPurposes(context).length) {
    return finish(
      context,
      `The task names ${intent.resourceUri}, but no connected server lists that resource. I will explain this.`,
      inLanguage(
        context,
        `I could not read ${intent.resourceUri}: no connected server lists it.`,
        `无法读取 ${intent.resourceUri}：没有已连接的服务器提供它。`,
      ),
    );
  }
  const tools = prompt.servers.flatMap((server) => server.tools.map((tool) => tool.name));
  if (prompt.servers.length === 0) {
    return finish(
      context,
      "The task needs weather data, but no MCP server is connected, so I have no tool to get it. I will explain this.",
      inLanguage(
        context,
        "I could not answer: no MCP server is connected, so I have no tool that gives weather data. Connect the weather server and try again.",
        "无法回答：没有连接任何 MCP 服务器，因此没有可以获取天气数据的工具。请连接 weather 服务器后重试。",
      ),
    );
  }
  const listed = tools.length > 0 ? tools.join(", ") : "no tools";
  const need = wantedPurposes(context)
    .filter((purpose) => !chooseTool(prompt.servers, purpose))
    .map((purpose) => (purpose === "forecast" ? "give a forecast" : "list weather alerts"))
    .join(" or ");
  return finish(
    context,
    `None of the connected tools can ${need || "answer this"}: the prompt lists ${listed}. I will explain this.`,
    inLanguage(
      context,
      `I could not answer: none of the connected MCP tools (${listed}) can ${need || "answer this"}.`,
      `无法回答：已连接的 MCP 工具（${listed}）都不能完成这个任务。`,
    ),
  );
}

function dataNoun(context: PolicyContext): string {
  const { forecast, alerts, resource } = context.findings;
  const nouns = [
    forecast && "the forecast",
    alerts !== undefined && "the alerts",
    resource && "the resource",
  ];
  return nouns.filter(Boolean).join(" and ");
}
