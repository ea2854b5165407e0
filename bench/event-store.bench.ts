/**
 * A streamed answer is hundreds of small events. DESIGN.md §12 says: one transaction per burst.
 * This compares appending a burst in one transaction with appending each event on its own.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NewEvent } from "@/lib/events/types";
import { openDatabase } from "@/lib/store/database";
import { EventStore } from "@/lib/store/event-store";
import type { Comparison } from "./interleaved-rounds";

const store = new EventStore(
  openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "loupe-bench-")), "bench.db")),
);
const session = store.createSession({ task: "bench", model: "demo", dialect: "xml" });
const burst: NewEvent[] = Array.from({ length: 100 }, (_, index) => ({
  kind: "llm.delta",
  data: { turn: 1, channel: "content", text: "abcd", contentOffset: index * 4, sseSeq: index },
}));

/** The burst in one transaction, against one implicit transaction per event. */
export const comparisons: Comparison[] = [
  {
    title: "append a burst of 100 delta events to a WAL SQLite file",
    baseline: {
      label: "one transaction for the burst (appendMany)",
      run: () => store.appendMany(session.id, burst),
    },
    subject: {
      label: "one implicit transaction per event (append)",
      run: () => {
        for (const event of burst) store.append(session.id, event);
      },
    },
  },
];
