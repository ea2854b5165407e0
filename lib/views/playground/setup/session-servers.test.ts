import { describe, expect, it } from "vitest";
import type { ListedServer } from "@/lib/api/servers";
import type { ServerConfig } from "@/lib/mcp/server-config";
import {
  baseSelection,
  chosenServers,
  DEMO_CHOICE_KEY,
  isDemoPromptOnly,
  promptServers,
  runServerSetup,
  sameSelection,
  selectionFromIds,
  selectionProblem,
  serverChoices,
  startFailure,
  toggleChoice,
  unknownChoices,
} from "./session-servers";

const everything: ListedServer = {
  id: "s1",
  name: "everything",
  transport: "stdio",
  command: "node",
  args: ["everything.js", "stdio"],
  env: { TOKEN: "[redacted]" },
  createdAt: 1,
  updatedAt: 1,
};
const remote: ListedServer = {
  id: "s2",
  name: "remote",
  transport: "streamable-http",
  url: "http://127.0.0.1:9/mcp",
  createdAt: 2,
  updatedAt: 2,
};
const weatherNamed: ListedServer = { ...remote, id: "s3", name: "weather" };
const demo: ServerConfig = { name: "weather", transport: "demo" };
const inline: ServerConfig = {
  name: "probe",
  transport: "stdio",
  command: "node",
  args: ["probe.mjs"],
  env: { PROBE_TOKEN: "[redacted]" },
};

describe("serverChoices", () => {
  it("offers the demo server first, then every listed server with how it is reached", () => {
    const choices = serverChoices([everything, remote], undefined);
    expect(choices.map((choice) => [choice.key, choice.name, choice.transport])).toEqual([
      [DEMO_CHOICE_KEY, "weather", "demo"],
      ["listed:s1", "everything", "stdio"],
      ["listed:s2", "remote", "streamable-http"],
    ]);
    expect(choices[1]?.detail).toBe("stdio: node everything.js stdio");
    expect(choices[2]?.detail).toBe("Streamable HTTP: http://127.0.0.1:9/mcp");
    expect(choices[1]?.item).toEqual({ id: "s1" });
  });

  it("adds a copied run's inline servers, but not the ones the list or the demo already offer", () => {
    const base: ServerConfig[] = [
      demo,
      { ...everything, name: "everything" } as ServerConfig,
      inline,
    ];
    const choices = serverChoices([everything], base);
    expect(choices.map((choice) => choice.key)).toEqual([
      DEMO_CHOICE_KEY,
      "listed:s1",
      "run:probe",
    ]);
    expect(choices[2]).toMatchObject({ origin: "run", item: inline });
  });
});

describe("baseSelection", () => {
  it("is the demo server alone with no run to copy", () => {
    expect(baseSelection(undefined, [everything])).toEqual([DEMO_CHOICE_KEY]);
  });

  it("maps a copied run's servers to the demo, listed servers by name and transport, or itself", () => {
    const listedAsRun = { ...everything } as ServerConfig;
    expect(baseSelection([demo, listedAsRun, inline], [everything])).toEqual([
      DEMO_CHOICE_KEY,
      "listed:s1",
      "run:probe",
    ]);
    expect(baseSelection([], [everything])).toEqual([]);
  });
});

describe("selections", () => {
  it("toggles a server on and off and compares selections in any order", () => {
    const on = toggleChoice([DEMO_CHOICE_KEY], "listed:s1", true);
    expect(on).toEqual([DEMO_CHOICE_KEY, "listed:s1"]);
    expect(toggleChoice(on, DEMO_CHOICE_KEY, false)).toEqual(["listed:s1"]);
    expect(sameSelection(on, ["listed:s1", DEMO_CHOICE_KEY])).toBe(true);
    expect(sameSelection(on, ["listed:s1"])).toBe(false);
  });

  it("sends the chosen servers in the picker's order, and a listed id it does not offer last", () => {
    const choices = serverChoices([everything, remote], undefined);
    const selection = ["listed:gone", "listed:s2", DEMO_CHOICE_KEY, "run:forgotten"];
    expect(chosenServers(selection, choices)).toEqual([
      { name: "weather", transport: "demo" },
      { id: "s2" },
      { id: "gone" },
    ]);
    expect(unknownChoices(selection, choices)).toEqual(["listed:gone", "run:forgotten"]);
    expect(chosenServers([], choices)).toEqual([]);
  });

  it("names the clash when two chosen servers share a name", () => {
    const choices = serverChoices([weatherNamed], undefined);
    expect(selectionProblem([DEMO_CHOICE_KEY], choices)).toBeNull();
    expect(selectionProblem([DEMO_CHOICE_KEY, "listed:s3"], choices)).toContain('named "weather"');
  });

  it("picks the listed servers a link names by id", () => {
    expect(selectionFromIds(["s1", "s2", "s1"])).toEqual(["listed:s1", "listed:s2"]);
  });
});

describe("runServerSetup", () => {
  const choices = serverChoices([everything], [demo, inline]);
  const defaults = { choices, defaultSystemPrompt: "Default prompt." };

  it("without a run to copy: sends the chosen servers and lets Loupe render the default prompt", () => {
    expect(
      runServerSetup({
        ...defaults,
        selection: ["listed:s1"],
        systemPrompt: "Default prompt.",
        base: null,
      }),
    ).toEqual({ servers: [{ id: "s1" }], renderPrompt: true });
    expect(
      runServerSetup({ ...defaults, selection: [], systemPrompt: "Mine.", base: null }),
    ).toEqual({ servers: [], renderPrompt: false });
  });

  it("copying a run with the same servers: sends none, so the copy keeps them and the prompt", () => {
    expect(
      runServerSetup({
        ...defaults,
        selection: ["run:probe", DEMO_CHOICE_KEY],
        systemPrompt: "Default prompt.",
        base: { selection: [DEMO_CHOICE_KEY, "run:probe"], systemPrompt: "Old prompt." },
      }),
    ).toEqual({ renderPrompt: false });
  });

  it("copying a run with other servers: renders the prompt unless the person wrote their own", () => {
    const base = { selection: [DEMO_CHOICE_KEY, "run:probe"], systemPrompt: "Old prompt." };
    expect(
      runServerSetup({
        ...defaults,
        selection: ["run:probe", "listed:s1"],
        systemPrompt: "Old prompt.",
        base,
      }),
    ).toEqual({ servers: [{ id: "s1" }, inline], renderPrompt: true });
    expect(
      runServerSetup({ ...defaults, selection: ["listed:s1"], systemPrompt: "Mine.", base }),
    ).toEqual({ servers: [{ id: "s1" }], renderPrompt: false });
  });
});

describe("promptServers", () => {
  const choices = serverChoices([everything], [demo, inline]);
  const none = { openSession: null, basedOn: null, choices };

  it("asks for the chosen servers' default before any run, whatever is chosen", () => {
    const base = [DEMO_CHOICE_KEY];
    expect(promptServers({ ...none, base, selection: ["listed:s1"] })).toEqual({
      servers: [{ id: "s1" }],
    });
    const demoOnly = promptServers({ ...none, base, selection: base });
    expect(demoOnly).toEqual({ servers: [demo] });
    expect(isDemoPromptOnly(demoOnly)).toBe(true);
    expect(isDemoPromptOnly({ servers: [{ id: "s1" }] })).toBe(false);
    expect(isDemoPromptOnly({ servers: [] })).toBe(false);
  });

  it("asks for the open session's recorded tools", () => {
    const open = { ...none, openSession: "a", base: [DEMO_CHOICE_KEY], selection: ["listed:s1"] };
    expect(promptServers(open)).toEqual({ session: "a" });
  });

  it("copying a run: its tools while the choice is the same, else the new choice with its secrets", () => {
    const copied = { ...none, basedOn: "a", base: [DEMO_CHOICE_KEY, "run:probe"] };
    expect(promptServers({ ...copied, selection: ["run:probe", DEMO_CHOICE_KEY] })).toEqual({
      session: "a",
    });
    expect(promptServers({ ...copied, selection: ["run:probe"] })).toEqual({
      servers: [inline],
      session: "a",
    });
  });
});

describe("startFailure", () => {
  it("finds the last connect failure of a Step and ignores other alerts", () => {
    expect(startFailure([])).toBeNull();
    expect(
      startFailure([
        { action: "Step", code: "mcp:connect_failed", message: "first" },
        { action: "Load models", code: "mcp:connect_failed", message: "not a start" },
        { action: "Step", code: "model:failed", message: "other" },
        { action: "Step", code: "mcp:connect_failed", message: "Server 'everything' …" },
      ]),
    ).toBe("Server 'everything' …");
  });
});
