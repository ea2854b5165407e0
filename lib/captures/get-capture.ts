import "server-only";
import type { CaptureView } from "@/lib/api/captures";
import { captureActions } from "@/lib/captures/capture-actions";
import { captureRequestView } from "@/lib/captures/capture-request-view";
import { LoupeError } from "@/lib/errors";
import type { EventPayloads, LoupeEvent } from "@/lib/events/types";
import { tooDeepPath } from "@/lib/json/json-depth";
import type { AssembledAnswer } from "@/lib/llm/model-part";
import { proxyTaskParts, proxyTaskUpstream } from "@/lib/proxy/proxy-capture";
import type { EventStore } from "@/lib/store";

/** The request's JSON, or its text when it is not JSON or nests too deep to answer as a tree. */
function parsedRequest(body: string | undefined): unknown {
  if (body === undefined || body === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return body;
  }
  return tooDeepPath(value) === undefined ? value : body;
}

/** The answer of a proxied exchange whose answer has not ended yet. */
const NOTHING_YET: AssembledAnswer = { content: "", reasoning: "", toolCalls: [] };

/** The capture with this id; `capture:not_found` when there is none (or it is a session). */
export function getCapture(store: EventStore, id: string): CaptureView {
  if (store.getSession(id)?.kind !== "capture") {
    throw new LoupeError("capture:not_found", `There is no imported capture with id "${id}".`);
  }
  const events = store.events(id);
  let created: Extract<LoupeEvent, { kind: "session.created" }> | undefined;
  let request: Extract<LoupeEvent, { kind: "llm.request" }> | undefined;
  let response: Extract<LoupeEvent, { kind: "llm.response" }> | undefined;
  let exchange: Extract<LoupeEvent, { kind: "capture.exchange" }> | undefined;
  let conversation: Extract<LoupeEvent, { kind: "capture.conversation" }> | undefined;
  for (const event of events) {
    if (event.kind === "session.created") created ??= event;
    else if (event.kind === "llm.request") request ??= event;
    else if (event.kind === "llm.response") response ??= event;
    else if (event.kind === "capture.exchange") exchange ??= event;
    else if (event.kind === "capture.conversation") conversation ??= event;
  }
  const taskUpstream = created ? proxyTaskUpstream(created.data.task) : undefined;
  const proxied = exchange !== undefined || taskUpstream !== undefined;
  if (!created || (!response && !proxied)) {
    throw new LoupeError("internal:error", `The capture "${id}" is incomplete in the store.`);
  }
  const assembled = response?.data.assembled ?? NOTHING_YET;
  const requestValue = parsedRequest(request?.data.body);
  const { source: _source, ...exchangeData } = exchange?.data ?? { source: "proxy" };
  return {
    id,
    source: proxied ? "proxy" : "import",
    upstream: exchange?.data.upstream ?? taskUpstream ?? null,
    exchange: exchange
      ? {
          ...(exchangeData as Omit<EventPayloads["capture.exchange"], "source">),
          requestHeaders: request?.data.headers ?? {},
          responseHeaders: response?.data.headers ?? {},
        }
      : null,
    streaming: proxied && !exchange,
    request: requestValue,
    assembled,
    events,
    actions: response ? captureActions(created.data, assembled) : [],
    ...captureRequestView(store, {
      request: requestValue,
      path: exchange?.data.path ?? proxyTaskParts(created.data.task)?.path,
      conversation: conversation?.data,
    }),
  };
}
