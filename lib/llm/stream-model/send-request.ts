import { describeFetchFailure } from "@/lib/llm/describe-fetch-failure";
import { waitForNetwork } from "@/lib/llm/wait-for-network";
import { redactHeaders } from "@/lib/security/redact-headers";
import type { ModelCall } from "./model-call";

/**
 * Sends the call's request and waits for the response's head, giving up after the idle timeout;
 * the head is recorded (status, redacted headers, time to first byte) and handed to the tee.
 * Answers the response and when its head came (`respondedAtMs`, since the call started), or
 * undefined when no response came: cancelled, timed out or refused, with the failure in the
 * call's outcome (a cancel by the caller is no failure of its own).
 */
export async function sendRequest(
  call: ModelCall,
): Promise<{ response: Response; respondedAtMs: number } | undefined> {
  const { outcome, controller, shownUrl, idleTimeoutMs } = call;
  if (controller.signal.aborted) {
    outcome.teeError = new Error("cancelled before the request was sent");
    return undefined;
  }
  let response: Response;
  try {
    const { url, headers, body } = call.request;
    const waited = await waitForNetwork(
      call.target.fetch(url, { method: "POST", headers, body, signal: controller.signal }),
      { signal: controller.signal, idleTimeoutMs },
    );
    if (waited.outcome === "aborted") {
      outcome.teeError = new Error("cancelled before any response");
      return undefined;
    }
    if (waited.outcome === "timed-out") {
      outcome.fatal = {
        code: "model:request_failed",
        message: `No response from ${shownUrl} within ${idleTimeoutMs} ms; the server may be overloaded or the URL may point at the wrong service.`,
      };
      outcome.teeError = new Error(outcome.fatal.message);
      return undefined;
    }
    response = waited.value;
  } catch (error) {
    if (!call.callerSignal?.aborted) {
      outcome.fatal = {
        code: "model:request_failed",
        message: describeFetchFailure(error, shownUrl),
      };
    }
    outcome.teeError = new Error(outcome.fatal?.message ?? "cancelled before any response");
    return undefined;
  }
  const respondedAtMs = call.elapsedMs();
  outcome.ttfbMs = respondedAtMs;
  outcome.status = response.status;
  outcome.responseHeaders = redactHeaders(response.headers);
  call.tee?.onResponse?.(response.status, response.headers);
  return { response, respondedAtMs };
}
