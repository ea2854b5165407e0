/**
 * The GenAI and MCP semantic-convention names Loupe's spans use, copied from the incubating entry
 * of `@opentelemetry/semantic-conventions` 1.45.0 (the GenAI conventions of Semantic Conventions
 * v1.41.0), as that package asks: its incubating names may change in a minor release, and these
 * are written into traces a team's backend already reads. Both conventions are in Development.
 */
export const ATTR_GEN_AI_AGENT_ID = "gen_ai.agent.id";
export const ATTR_GEN_AI_AGENT_NAME = "gen_ai.agent.name";
export const ATTR_GEN_AI_CONVERSATION_ID = "gen_ai.conversation.id";
export const ATTR_GEN_AI_INPUT_MESSAGES = "gen_ai.input.messages";
export const ATTR_GEN_AI_OPERATION_NAME = "gen_ai.operation.name";
export const ATTR_GEN_AI_OUTPUT_MESSAGES = "gen_ai.output.messages";
export const ATTR_GEN_AI_PROVIDER_NAME = "gen_ai.provider.name";
export const ATTR_GEN_AI_REQUEST_MODEL = "gen_ai.request.model";
export const ATTR_GEN_AI_RESPONSE_FINISH_REASONS = "gen_ai.response.finish_reasons";
export const ATTR_GEN_AI_RESPONSE_MODEL = "gen_ai.response.model";
export const ATTR_GEN_AI_RESPONSE_TIME_TO_FIRST_CHUNK = "gen_ai.response.time_to_first_chunk";
export const ATTR_GEN_AI_TOOL_CALL_ARGUMENTS = "gen_ai.tool.call.arguments";
export const ATTR_GEN_AI_TOOL_CALL_ID = "gen_ai.tool.call.id";
export const ATTR_GEN_AI_TOOL_CALL_RESULT = "gen_ai.tool.call.result";
export const ATTR_GEN_AI_TOOL_NAME = "gen_ai.tool.name";
export const ATTR_GEN_AI_TOOL_TYPE = "gen_ai.tool.type";
export const ATTR_GEN_AI_USAGE_INPUT_TOKENS = "gen_ai.usage.input_tokens";
export const ATTR_GEN_AI_USAGE_OUTPUT_TOKENS = "gen_ai.usage.output_tokens";
export const ATTR_JSONRPC_PROTOCOL_VERSION = "jsonrpc.protocol.version";
export const ATTR_JSONRPC_REQUEST_ID = "jsonrpc.request.id";
export const ATTR_MCP_METHOD_NAME = "mcp.method.name";
export const ATTR_RPC_RESPONSE_STATUS_CODE = "rpc.response.status_code";
export const GEN_AI_OPERATION_NAME_VALUE_CHAT = "chat";
export const GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL = "execute_tool";
export const GEN_AI_OPERATION_NAME_VALUE_INVOKE_AGENT = "invoke_agent";
