import { createHash } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";

/** An upstream a proxy test starts: anything listening at an origin that it can close. */
export interface StartedUpstream {
  origin: string;
  close(): Promise<void>;
}

/** How one named upstream comes to be: started for the file, or an origin nothing serves. */
export type UpstreamSource = (() => Promise<StartedUpstream>) | string;

type Started<Source> = Source extends () => Promise<infer Upstream> ? Upstream : { origin: string };

/**
 * What every proxy test file sets up, registered as the file's `beforeAll`/`afterAll`: a
 * temporary data directory, and each named upstream started and made known to the proxy as
 * `LOUPE_UPSTREAM_<NAME>` (a string names an origin that is not started, such as a dead port),
 * all taken down again after the file. Answers the upstreams by name, filled once `beforeAll` ran.
 */
export function proxiedUpstreams<const Sources extends Record<string, UpstreamSource>>(
  dataDirectoryPrefix: string,
  sources: Sources,
): { [Name in keyof Sources]: Started<Sources[Name]> } {
  const upstreams: Record<string, StartedUpstream | { origin: string }> = {};
  const started: StartedUpstream[] = [];
  let leaveDataDirectory = () => {};
  beforeAll(async () => {
    leaveDataDirectory = enterTemporaryDataDirectory(dataDirectoryPrefix);
    for (const [name, source] of Object.entries(sources)) {
      const upstream = typeof source === "string" ? { origin: source } : await source();
      if (typeof source !== "string") started.push(upstream as StartedUpstream);
      upstreams[name] = upstream;
      process.env[`LOUPE_UPSTREAM_${name}`] = upstream.origin;
    }
  });
  afterAll(async () => {
    for (const name of Object.keys(sources)) delete process.env[`LOUPE_UPSTREAM_${name}`];
    await Promise.all(started.splice(0).map((upstream) => upstream.close()));
    leaveDataDirectory();
  });
  return upstreams as { [Name in keyof Sources]: Started<Sources[Name]> };
}

/** The SHA-256 of some bytes, in hex: how the proxy tests say a body went through unchanged. */
export function sha256(bytes: Uint8Array | string): string {
  return createHash("sha256").update(bytes).digest("hex");
}
