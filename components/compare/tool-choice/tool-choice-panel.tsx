"use client";

import { DialectField } from "@/components/dialects/dialect-field";
import { ServerPicker } from "@/components/playground/setup/server-picker";
import { Button } from "@/components/ui/button";
import { useToolChoice } from "@/hooks/compare/use-tool-choice";
import { useToolChoiceServers } from "@/hooks/compare/use-tool-choice-servers";
import { toggleModel } from "@/lib/views/compare/tool-choice-draft";
import { SavedMatrices } from "./saved-matrices";
import { ToolChoiceMatrix } from "./tool-choice-matrix";
import { ToolChoiceQueries } from "./tool-choice-queries";

/**
 * The Compare page's Which tool? tab: queries with the tool a person expects for each, the
 * models, dialect and servers; Run takes every model's first action on every query, and the
 * matrix shows them against the tools expected, with totals per model and a CSV download. Every
 * run is saved; the saved matrices are listed to open again.
 */
export function ToolChoicePanel() {
  const tool = useToolChoice();
  const servers = useToolChoiceServers(tool.draft.dialect);
  const { draft, setDraft } = tool;
  const offered = tool.offeredModels.map((model) => model.id);
  const blocked = tool.problem ?? servers.picker.problem;
  return (
    <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-4 overflow-auto p-4">
      <form
        aria-label="Which tool?"
        className="flex min-w-0 flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (blocked === null && !tool.running) void tool.run(servers.servers);
        }}
      >
        <ToolChoiceQueries
          queries={draft.queries}
          tools={servers.tools}
          onChange={tool.setQuery}
          onAdd={tool.addQuery}
          onRemove={tool.removeQuery}
        />
        <div className="flex min-w-0 flex-wrap gap-6">
          <fieldset className="flex min-w-0 flex-col gap-1 text-xs">
            <legend className="mb-1.5 font-medium">Models</legend>
            {tool.modelsError ? <p className="text-danger">{tool.modelsError}</p> : null}
            <ul aria-label="Models" className="flex flex-col gap-1">
              {tool.offeredModels.map((model) => (
                <li key={model.id}>
                  <label className="flex cursor-pointer items-center gap-1.5">
                    <input
                      type="checkbox"
                      checked={draft.models.includes(model.id)}
                      onChange={(event) =>
                        setDraft((current) => ({
                          ...current,
                          models: toggleModel(
                            current.models,
                            offered,
                            model.id,
                            event.target.checked,
                          ),
                        }))
                      }
                    />
                    <span>{model.label}</span>
                    <span className="font-mono text-muted">{model.id}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <DialectField
            value={draft.dialect}
            onChange={(dialect) => setDraft((current) => ({ ...current, dialect }))}
            className="w-48"
          />
          <ServerPicker
            inSession={false}
            sessionServers={undefined}
            picker={servers.picker}
            onSelectionChange={servers.setSelection}
            startFailure={null}
          />
        </div>
        <div className="flex items-center gap-3">
          <Button type="submit" variant="primary" aria-disabled={blocked !== null || tool.running}>
            {tool.running ? "Running…" : "Run"}
          </Button>
          {blocked !== null ? <span className="text-xs text-muted">{blocked}</span> : null}
          {tool.failure !== null ? (
            <p role="alert" className="text-xs text-danger">
              {tool.failure}
            </p>
          ) : null}
        </div>
      </form>
      {tool.result ? <ToolChoiceMatrix result={tool.result} /> : null}
      <SavedMatrices
        matrices={tool.saved}
        error={tool.savedError}
        currentId={tool.result?.id ?? null}
        onOpen={(id) => void tool.open(id)}
      />
    </div>
  );
}
