/**
 * Whether a cell's tool is the one a person expects: `expect` is `server.tool` (that server's
 * tool) or a bare tool name (that tool on any server, or a file tool's name). No tool (a final
 * answer, a question, a malformed action) never matches.
 */
export function isExpectedTool(
  expect: string,
  called: { server?: string; tool?: string; valid: boolean },
): boolean {
  if (!called.valid || called.tool === undefined) return false;
  if (called.tool === expect) return true;
  return called.server !== undefined && `${called.server}.${called.tool}` === expect;
}
