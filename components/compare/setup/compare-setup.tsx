import { ServerPicker } from "@/components/playground/setup/server-picker";
import { Button } from "@/components/ui/button";
import { Field, Select, TextArea } from "@/components/ui/field";
import { Panel } from "@/components/ui/panel";
import type { useCompareSetup } from "@/hooks/compare/use-compare-setup";
import { dialectChoices } from "@/lib/dialects";
import type { DialectId } from "@/lib/dialects/dialect-ids";
import { SetupColumns } from "./setup-columns";

const dialectOptions = dialectChoices();

/**
 * A new comparison: the task, dialect, servers and prompt its columns share, the columns, and
 * Start comparison. Starting from a session or capture says so above the fields.
 */
export function CompareSetup({
  state,
  onStarted,
}: {
  state: ReturnType<typeof useCompareSetup>;
  onStarted: (id: string) => void;
}) {
  const { setup, update, problem, starting } = state;
  const source = setup.from;
  return (
    <Panel
      title="New comparison"
      className="min-h-0 rounded-lg border border-line"
      bodyClassName="flex flex-col gap-3 p-3"
      footer={
        <div className="flex flex-col gap-1.5">
          <Button
            variant="primary"
            aria-disabled={problem !== null || starting || undefined}
            onClick={async () => {
              const id = await state.start();
              if (id !== null) onStarted(id);
            }}
          >
            {starting ? "Starting…" : "Start comparison"}
          </Button>
          {problem ? <p className="text-[11px] text-warning">{problem}</p> : null}
        </div>
      }
    >
      {source ? (
        <p role="status" className="rounded-md bg-accent-soft px-2 py-1.5 text-xs text-accent">
          {"session" in source
            ? `Starts from session ${source.session}: its task, prompt and servers, on other models.`
            : `Starts from capture ${source.capture}: this request on other models.`}
        </p>
      ) : null}
      <Field label="Task" hint="every column's first user message">
        {(id) => (
          <TextArea
            id={id}
            rows={3}
            value={setup.task}
            onChange={(event) => update({ task: event.target.value })}
          />
        )}
      </Field>
      <Field label="Dialect" hint="every column's, unless it names its own">
        {(id) => (
          <Select
            id={id}
            value={setup.dialect}
            onChange={(event) => update({ dialect: event.target.value as DialectId })}
          >
            {dialectOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <SetupColumns
        columns={setup.columns}
        models={state.models}
        sharedDialect={setup.dialect}
        onChange={(columns) => update({ columns })}
      />
      <ServerPicker
        inSession={false}
        sessionServers={undefined}
        picker={state.servers}
        onSelectionChange={state.changeServers}
        startFailure={null}
      />
      <Field label="System prompt" hint="optional: left empty, each dialect's default">
        {(id) => (
          <TextArea
            id={id}
            rows={4}
            mono
            placeholder="The default prompt of each column's dialect, describing the servers' tools"
            value={setup.systemPrompt}
            onChange={(event) => update({ systemPrompt: event.target.value })}
          />
        )}
      </Field>
    </Panel>
  );
}
