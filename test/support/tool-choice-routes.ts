import { GET as exportRoute } from "@/app/api/tool-choice/[id]/export/route";
import { GET as getRoute } from "@/app/api/tool-choice/[id]/route";
import { GET as listRoute, POST as postToolChoice } from "@/app/api/tool-choice/route";
import type { ToolChoiceResult, ToolChoiceSummary } from "@/lib/api/tool-choice";
import { type ApiBody, apiRequest, call } from "@/test/support/api-client";

type Answer<Body> = Body & ApiBody;

/** `POST /api/tool-choice` through its route handler, with the test token unless told otherwise. */
export function runToolChoice(body: unknown, token?: string | null) {
  return call<Record<string, never>, Answer<ToolChoiceResult>>(
    postToolChoice,
    apiRequest("/api/tool-choice", {
      method: "POST",
      body,
      ...(token === undefined ? {} : { token }),
    }),
    {},
  );
}

/** `GET /api/tool-choice`. */
export function listToolChoices() {
  return call<Record<string, never>, Answer<{ matrices: ToolChoiceSummary[] }>>(
    listRoute,
    apiRequest("/api/tool-choice"),
    {},
  );
}

/** `GET /api/tool-choice/:id`. */
export function readToolChoice(id: string) {
  return call<{ id: string }, Answer<ToolChoiceResult>>(
    getRoute,
    apiRequest(`/api/tool-choice/${id}`),
    { id },
  );
}

/** `GET /api/tool-choice/:id/export<query>`: the raw response, its body as text. */
export async function exportToolChoice(id: string, query = "?format=csv") {
  const response = await exportRoute(apiRequest(`/api/tool-choice/${id}/export${query}`), {
    params: Promise.resolve({ id }),
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
