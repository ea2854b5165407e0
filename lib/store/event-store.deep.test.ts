import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tooDeepPath } from "@/lib/json/json-depth";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";

describe("EventStore and an event nested 100,000 levels", () => {
  it("stores it with the parts past the limit as their JSON text, and reads it back", () => {
    const store = new EventStore(
      openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "loupe-store-deep-")), "loupe.db")),
    );
    const session = store.createSession({ task: "deep", model: "demo", dialect: "xml" });
    const levels = 100_000;
    const message = JSON.parse(
      `{"jsonrpc":"2.0","id":1,"result":{"deep":${"[".repeat(levels)}${"]".repeat(levels)}}}`,
    );
    const stored = store.append(session.id, {
      kind: "rpc",
      data: { serverId: "s", direction: "in", message },
    });
    const [read] = store.events(session.id);
    expect(read).toEqual(stored);
    expect(tooDeepPath(read?.data)).toBeUndefined();
    expect(JSON.stringify(read?.data)).toContain(`"[[[[`);
  });
});
