import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ProviderView } from "@/lib/api/providers";
import { ProviderDetail } from "./provider-detail";
import { ProviderList } from "./provider-list";

const environment: ProviderView = {
  id: "openai",
  name: "OpenAI-compatible",
  kind: "openai-compatible",
  baseUrl: "http://127.0.0.1:3211/v1",
  apiKeyEnv: "OPENAI_API_KEY",
  apiKeyEnvSet: true,
  apiKeyHint: "sk-…6789",
  keySource: "environment",
  models: ["fake-e2e"],
  modelDefaults: {},
  source: "environment",
  readOnly: true,
};

const stored: ProviderView = {
  ...environment,
  id: "local",
  name: "Local",
  source: "stored",
  readOnly: false,
  apiKey: "[redacted]",
  apiKeyEnv: undefined,
  keySource: "stored",
  headers: { "x-team": "[redacted]" },
  modelDefaults: { "fake-e2e": { temperature: 0.3, extraBody: { top_p: 0.5 } } },
};

const noop = () => {};

function detail(provider: ProviderView): string {
  return renderToStaticMarkup(
    createElement(ProviderDetail, { provider, onChanged: noop, onDeleted: noop }),
  );
}

describe("a provider's settings as first drawn", () => {
  it("marks an environment provider read-only, names its variables, offers no edit", () => {
    const html = detail(environment);
    expect(html).toContain("Comes from the environment variable <code");
    expect(html).toContain(">OPENAI_API_KEY</code>, its models from <code");
    expect(html).not.toContain(">Edit<");
    expect(html).not.toContain(">Delete<");
    expect(html).not.toContain("Per-model defaults");
    expect(html).toMatch(/<input type="checkbox" aria-label="fake-e2e" disabled="" checked=""\/>/);
  });

  it("shows a stored provider's key by its hint only, its headers by name, its defaults summed up", () => {
    const html = detail(stored);
    expect(html).toContain("stored key sk-…6789 · headers x-team");
    expect(html).not.toContain("[redacted]");
    expect(html).toContain(">Edit<");
    expect(html).toContain(">Delete<");
    expect(html).toContain("temperature 0.3 · extra body top_p");
    expect(html).toMatch(/<input type="checkbox" aria-label="fake-e2e" checked=""\/>/);
  });

  it("lists environment providers with the variable they come from", () => {
    const html = renderToStaticMarkup(
      createElement(ProviderList, {
        providers: [environment, stored],
        loading: false,
        loadError: null,
        selectedId: "local",
        adding: false,
        onSelect: noop,
        onAdd: noop,
        onRetry: noop,
      }),
    );
    expect(html).toContain("read-only · OPENAI_API_KEY");
    expect(html).toMatch(/aria-current="true" aria-label="Local"/);
  });
});
