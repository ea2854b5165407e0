/** How a demo model behaves: `well-behaved` follows the format; `sloppy` makes the mistakes real models make. */
export type DemoBehaviour = "well-behaved" | "sloppy";

/** One model the demo endpoint serves; the label says it is scripted wherever it is shown. */
export interface DemoModel {
  id: string;
  label: string;
  behaviour: DemoBehaviour;
}

/** The models served by `/api/demo/v1`: a deterministic policy, not a language model. */
export const DEMO_MODELS: readonly DemoModel[] = [
  { id: "demo", label: "Demo (scripted)", behaviour: "well-behaved" },
  { id: "demo-sloppy", label: "Demo, sloppy (scripted)", behaviour: "sloppy" },
];

/** The demo model with this id, or undefined for any other id. */
export function findDemoModel(id: string): DemoModel | undefined {
  return DEMO_MODELS.find((model) => model.id === id);
}
