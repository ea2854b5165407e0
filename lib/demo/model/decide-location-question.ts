import type { ToolPurpose } from "@/lib/demo/model/choose-tool";
import { CITIES } from "@/lib/demo/model/cities";
import type { DemoDecision } from "@/lib/demo/model/compose-answer";
import { finish, inLanguage, type PolicyContext } from "@/lib/demo/model/policy-context";
import type { PromptTool } from "@/lib/demo/model/read-system-prompt";

/**
 * Asks which city (or, for alerts, which state) the task means, with options; after one unanswered
 * question, or when the prompt offers no way to ask, it stops and says which places it knows.
 */
export function decideLocationQuestion(
  context: PolicyContext,
  tool: PromptTool,
  purpose: ToolPurpose,
): DemoDecision {
  const known = CITIES.map((city) => city.name).join(", ");
  const knownInChinese = CITIES.map((city) => city.chineseName).join("、");
  if (
    context.history.questionsAsked > 0 ||
    !context.prompt.builtInTools.has("ask_followup_question")
  ) {
    return finish(
      context,
      `I still cannot tell which place the user means, so I cannot call ${tool.name}. I will say which places I know.`,
      inLanguage(
        context,
        `I could not tell which place you mean. As a scripted demo I know these cities: ${known}; US states by name; or a latitude and longitude such as 40.7128, -74.006.`,
        `我无法确定您指的是哪个地方。作为脚本演示，我认识这些城市：${knownInChinese}。`,
      ),
    );
  }
  const alerts = purpose === "alerts";
  const english = alerts
    ? ["New York (NY)", "California (CA)", "Florida (FL)", "Somewhere else"]
    : ["New York", "San Francisco", "Chicago", "Somewhere else"];
  const chinese = alerts
    ? ["纽约 (NY)", "旧金山 (CA)", "迈阿密 (FL)", "其他地方"]
    : ["纽约", "旧金山", "芝加哥", "其他城市"];
  return {
    thinking: `The user did not say which ${alerts ? "US state" : "city"} they mean, and ${tool.name} needs a location. I should ask before calling any tool.`,
    action: {
      name: "ask_followup_question",
      question: inLanguage(
        context,
        alerts
          ? "Which US state do you want the weather alerts for?"
          : "Which city do you want the forecast for?",
        alerts ? "您想查询哪个州的天气预警？" : "您想查询哪个城市的天气？",
      ),
      options: context.intent.chinese ? chinese : english,
    },
  };
}
