/** Between server and tool in a native function name: `weather__get_forecast`. */
export const NATIVE_TOOL_SEPARATOR = "__";

/** The function name an MCP tool goes by in the native dialect. */
export function nativeToolName(serverName: string, toolName: string): string {
  return `${serverName}${NATIVE_TOOL_SEPARATOR}${toolName}`;
}

/** The server and tool a native function name stands for, or undefined for a built-in name. */
export function splitNativeToolName(
  name: string,
): { serverName: string; toolName: string } | undefined {
  const at = name.indexOf(NATIVE_TOOL_SEPARATOR);
  if (at <= 0 || at + NATIVE_TOOL_SEPARATOR.length >= name.length) return undefined;
  return { serverName: name.slice(0, at), toolName: name.slice(at + NATIVE_TOOL_SEPARATOR.length) };
}
