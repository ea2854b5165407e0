import { z } from "zod";
import {
  SESSION_FILE_FORMAT,
  SESSION_FILE_VERSION,
  type SessionFileV1,
} from "@/lib/api/session-file";
import { DIALECT_IDS } from "@/lib/dialects/dialect-ids";
import { LoupeError } from "@/lib/errors";
import { parseBody } from "@/lib/http/read-json";
import { isOtlpTraceDocument, otlpJsonSpans } from "@/lib/telemetry/otlp-json-spans";
import { type TraceSession, traceSessionFile } from "@/lib/telemetry/trace-session-file";
import { eventKinds } from "@/lib/views/playground/session/event-kinds";

/** What every version of a session file begins with: what it is, and which version. */
const envelopeSchema = z.object({
  format: z.literal(SESSION_FILE_FORMAT, {
    error: `format must be "${SESSION_FILE_FORMAT}": this is no Loupe session file`,
  }),
  version: z.number({ error: "version must be a number" }).int("version must be a whole number"),
});

const createdDataSchema = z
  .object({
    task: z.string(),
    model: z.string().min(1),
    dialect: z.enum(DIALECT_IDS),
    systemPrompt: z.string(),
  })
  .loose();

const fileEventSchema = z
  .object({
    seq: z.number().int().positive(),
    at: z.number().nonnegative(),
    kind: z.enum(eventKinds, {
      error: (issue) => `an event of an unknown kind ${JSON.stringify(issue.input)}`,
    }),
    data: z.record(z.string(), z.unknown()),
    redacted: z.literal(true).optional(),
  })
  .strict();

/** Version 1: the session's row and every event, `session.created` first, seqs increasing. */
const sessionFileV1Schema = z
  .object({
    format: z.literal(SESSION_FILE_FORMAT),
    version: z.literal(1),
    exportedAt: z.string(),
    session: z
      .object({
        id: z.string().min(1),
        title: z.string(),
        task: z.string(),
        model: z.string(),
        dialect: z.string(),
        createdAt: z.number(),
        updatedAt: z.number(),
      })
      .strict(),
    events: z.array(fileEventSchema).min(1, "the file holds no events"),
  })
  .strict()
  .superRefine((file, context) => {
    const [first] = file.events;
    if (first && first.kind !== "session.created") {
      context.addIssue({
        code: "custom",
        path: ["events", 0, "kind"],
        message: `the first event must be session.created, not ${first.kind}`,
      });
    } else if (first) {
      const created = createdDataSchema.safeParse(first.data);
      for (const issue of created.error?.issues ?? []) {
        context.addIssue({ ...issue, path: ["events", 0, "data", ...issue.path] } as never);
      }
    }
    file.events.forEach((event, index) => {
      const previous = file.events[index - 1];
      if (previous && event.seq <= previous.seq) {
        context.addIssue({
          code: "custom",
          path: ["events", index, "seq"],
          message: `seq ${event.seq} does not follow ${previous.seq}`,
        });
      }
      if (index > 0 && event.kind === "session.created") {
        context.addIssue({
          code: "custom",
          path: ["events", index, "kind"],
          message: "a second session.created",
        });
      }
    });
  });

/**
 * A session file of any version Loupe reads, validated and brought to the current form: the
 * envelope first (`format`, `version`), then the schema of that version. Each later version adds
 * a case that reads its files and upgrades the older ones, so a version-1 file stays importable.
 * A broken file is `request:invalid` naming where (`events.3.kind: …`).
 */
export function readSessionFile(value: unknown): SessionFileV1 {
  const { version } = parseBody(envelopeSchema, value, "The session file");
  switch (version) {
    case 1:
      return parseBody(sessionFileV1Schema, value, "The session file") as SessionFileV1;
    default:
      throw new LoupeError(
        "request:invalid",
        `The session file is invalid: version: Loupe reads session files of version 1 to ${SESSION_FILE_VERSION}, not ${version}.`,
      );
  }
}

/**
 * What an import body holds, told apart by its first value: an OTLP JSON trace (`resourceSpans`,
 * one object or a file exporter's JSON Lines) made into a session file, or a Loupe session file
 * (one JSON object). Anything else is `request:invalid` saying where it breaks.
 */
export function readImport(documents: readonly unknown[]): TraceSession {
  if (isOtlpTraceDocument(documents[0])) return traceSessionFile(otlpJsonSpans(documents));
  if (documents.length > 1) {
    throw new LoupeError(
      "request:invalid",
      "The request body is JSON Lines but not an OTLP trace: line 1 has no resourceSpans. Send one session file, or a trace.",
    );
  }
  return { file: readSessionFile(documents[0]), absentServers: [] };
}
