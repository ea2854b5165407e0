/** The XML dialect (Cline-style tool tags): catalogue, system prompt, streaming parser, observations. */

export { withEditedParams } from "./build-action";
export type { McpCallResultLike, McpReadResultLike, McpResultText } from "./mcp-result-text";
export { mcpResourceToText, mcpResultToText } from "./mcp-result-text";
export type { XmlActionReference } from "./observation";
export {
  formatActionLabel,
  formatDenied,
  formatFollowupAnswer,
  formatInvalidArguments,
  formatNoToolUsed,
  formatToolError,
  formatToolResult,
} from "./observation";
export type { JsonParameterResult } from "./parameter-value";
export { parseJsonParameter, trimParameterValue } from "./parameter-value";
export type {
  XmlOpenTag,
  XmlParseResult,
  XmlParseUpdate,
  XmlThinking,
} from "./streaming-parser";
export { parseXmlAnswer, XmlStreamParser } from "./streaming-parser";
export type { XmlPromptContext, XmlPromptServer } from "./system-prompt";
export { formatTaskMessage, renderXmlSystemPrompt } from "./system-prompt";
export type { XmlParameterKind, XmlToolDefinition, XmlToolParameter } from "./tools";
export { defaultXmlPromptTools, findXmlTool, xmlTools } from "./tools";
