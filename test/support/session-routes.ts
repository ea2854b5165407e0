import { POST as postDecision } from "@/app/api/sessions/[id]/decision/route";
import { GET as getSession } from "@/app/api/sessions/[id]/route";
import { POST as postStep } from "@/app/api/sessions/[id]/step/route";
import { POST as postSession } from "@/app/api/sessions/route";
import type { SessionView } from "@/lib/api/sessions";
import type { ParsedAction } from "@/lib/events/types";
import { apiRequest, call } from "@/test/support/api-client";

/** What a step answers, or its error. */
export interface StepAnswer {
  turn: number;
  status: string;
  action?: ParsedAction;
  error?: { code: string };
}

/** What a decision answers, or its error. */
export interface DecisionAnswer {
  turn: number;
  observation: { source: string; text: string; isError: boolean };
  error?: { code: string };
}

/** `POST /api/sessions` through its route handler, with the test token. */
export function createSession(body: unknown) {
  return call(postSession, apiRequest("/api/sessions", { method: "POST", body }), {});
}

/** `POST /api/sessions/:id/step` through its route handler. */
export function stepSession(id: string) {
  return call<{ id: string }, StepAnswer>(
    postStep,
    apiRequest(`/api/sessions/${id}/step`, { method: "POST" }),
    { id },
  );
}

/** `POST /api/sessions/:id/decision` through its route handler. */
export function decide(id: string, body: unknown) {
  return call<{ id: string }, DecisionAnswer>(
    postDecision,
    apiRequest(`/api/sessions/${id}/decision`, { method: "POST", body }),
    { id },
  );
}

/** `GET /api/sessions/:id` through its route handler. */
export function viewSession(id: string) {
  return call<{ id: string }, SessionView>(getSession, apiRequest(`/api/sessions/${id}`), { id });
}
