/** Runs once per server process, before any request (docs/architecture.md); a failed start exits. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerOrExit } = await import("./lib/server-start");
  startServerOrExit();
}
