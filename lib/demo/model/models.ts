import { openAiErrorResponse } from "@/lib/demo/model/openai-error";

/** One model the demo endpoint serves; the label says it is scripted wherever it is shown. */
export interface DemoModel {
  id: string;
  label: string;
  /** How it behaves: `sloppy` makes the mistakes weak real models make. */
  behaviour: "well-behaved" | "sloppy";
  /** `slow`: each answer streams over about ten seconds, with keep-alive gaps (to try Stop). */
  pace?: "slow";
}

/** The models served by `/api/demo/v1`: a deterministic script, not a language model. */
export const DEMO_MODELS: readonly DemoModel[] = [
  { id: "demo", label: "Demo (scripted)", behaviour: "well-behaved" },
  { id: "demo-sloppy", label: "Demo, sloppy (scripted)", behaviour: "sloppy" },
  { id: "demo-slow", label: "Demo, slow (scripted)", behaviour: "well-behaved", pace: "slow" },
];

/** The demo model with this id, or undefined for any other id. */
export function findDemoModel(id: string): DemoModel | undefined {
  return DEMO_MODELS.find((model) => model.id === id);
}

/** A demo model in OpenAI's model-object shape, "created" at a fixed 2025-01-01. */
function modelObject({ id, label }: DemoModel) {
  return { id, object: "model", created: 1_735_689_600, owned_by: "loupe-demo", name: label };
}

/** `GET /models`: every demo model, in OpenAI's list shape. */
export function demoModelListResponse(): Response {
  return Response.json({ object: "list", data: DEMO_MODELS.map(modelObject) });
}

/** `GET /models/:id`: the model object, or OpenAI's 404 `model_not_found`. */
export function demoModelResponse(id: string): Response {
  const model = findDemoModel(id);
  if (model) return Response.json(modelObject(model));
  const served = DEMO_MODELS.map((model) => `'${model.id}'`).join(", ");
  const message = `The model '${id}' does not exist; the demo serves ${served}.`;
  return openAiErrorResponse(404, message, { param: "model", code: "model_not_found" });
}

/** Any other path under the demo endpoint: a JSON 404 an OpenAI client can show. */
export function unknownDemoPathResponse(request: Request): Response {
  const where = `${request.method} ${new URL(request.url).pathname}`;
  const message = `Invalid URL (${where}): the demo model serves POST /chat/completions, POST /messages, GET /models and GET /models/{id}.`;
  return openAiErrorResponse(404, message, { code: "unknown_url" });
}
