/** Runs once per server process, before any request (DESIGN.md §12). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/server-start");
  startServer();
}
