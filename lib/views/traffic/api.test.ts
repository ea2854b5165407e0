import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCapturesApi } from "@/lib/views/captures/api";
import { ApiError } from "@/lib/views/shared/api-client";
import { capturesRouteFetcher } from "@/test/support/captures-fetcher";
import { enterTemporaryDataDirectory } from "@/test/support/inspector-api";
import { frameAsSse, readChunkLines } from "@/test/support/stream-fixtures";
import { createTrafficApi } from "./api";
import { noTrafficFilters } from "./url";

let leaveDataDirectory = () => {};
beforeAll(() => {
  leaveDataDirectory = enterTemporaryDataDirectory("loupe-traffic-client-");
});
afterAll(() => leaveDataDirectory());

const traffic = createTrafficApi(capturesRouteFetcher);
const captures = createCapturesApi(capturesRouteFetcher);

async function importOne(): Promise<string> {
  const raw = `${frameAsSse(readChunkLines("openai/openai-text.chunks.txt"))}data: [DONE]\n\n`;
  const { id } = await captures.importCapture({ format: "openai", raw });
  return id;
}

describe("the Traffic client against the capture routes", () => {
  it("lists captures with the source filter and deletes one", async () => {
    const id = await importOne();
    const imported = await traffic.listCaptures({ ...noTrafficFilters, source: "import" });
    expect(imported.captures.map((row) => row.id)).toContain(id);
    const proxied = await traffic.listCaptures({ ...noTrafficFilters, source: "proxy" });
    expect(proxied.captures.map((row) => row.id)).not.toContain(id);

    await traffic.deleteCapture(id);
    const after = await traffic.listCaptures(noTrafficFilters);
    expect(after.captures.map((row) => row.id)).not.toContain(id);
  });

  it("rejects with the route's code when the capture to delete is gone", async () => {
    const failure = await traffic
      .deleteCapture("capture-00000000-0000-4000-8000-000000000000")
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
