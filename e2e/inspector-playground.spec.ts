import { randomBytes } from "node:crypto";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { serverEverythingStdio } from "../test/support/server-everything";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { InspectorPage } from "./pages/inspector-page";
import { PlaygroundPage } from "./pages/playground-page";
import { ServerPicker } from "./pages/server-picker";

const authorization = { authorization: "Bearer e2e-token" };

/** A name no other run's server holds, so the tests find their own servers in a shared data dir. */
const uniqueName = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}`;

/** Lists a server through `POST /api/servers` and answers its id. */
async function listServer(request: APIRequestContext, config: Record<string, unknown>) {
  const created = await request.post("/api/servers", { headers: authorization, data: config });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** The open session as `GET /api/sessions/:id?events=none` answers it. */
async function openSession(request: APIRequestContext, url: string) {
  const id = new URL(url).searchParams.get("session");
  expect(id).not.toBeNull();
  const answer = await request.get(`/api/sessions/${id}?events=none`, { headers: authorization });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    servers: Array<{ name: string; transport: string }>;
    catalog: Array<{ name: string; tools: Array<{ name: string }> }>;
  };
}

test("a listed stdio server in a playground session: picked, started, in the catalogue, and kept by New run", async ({
  page,
  request,
}) => {
  const name = uniqueName("everything");
  const id = await listServer(request, { name, transport: "stdio", ...serverEverythingStdio() });
  const playground = new PlaygroundPage(page);
  const picker = new ServerPicker(page);
  await playground.openWithToken();

  await expect(picker.demoWeather).toBeChecked();
  await expect(picker.server(name)).not.toBeChecked();
  await expect(picker.group).toContainText("stdio");
  await expect(picker.manageLink).toHaveAttribute("href", "/inspector");
  await picker.server(name).check();
  await new AccessibilityScan(page).expectNoSeriousViolations("with the server picker");

  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
  await expect(playground.pendingAction).toContainText("use_mcp_tool");
  const session = await openSession(request, page.url());
  expect(session.servers.map((server) => [server.name, server.transport])).toEqual([
    ["weather", "demo"],
    [name, "stdio"],
  ]);
  const tools = session.catalog.find((server) => server.name === name)?.tools ?? [];
  expect(tools.map((tool) => tool.name)).toContain("echo");
  // An open session shows its own servers, read-only.
  await expect(picker.group).toHaveCount(0);
  await expect(playground.servers).toContainText(name);

  // New run copies the run with its servers; unticking the demo starts one with the listed server alone.
  await playground.newRunButton.click();
  await expect(page).not.toHaveURL(/[?&]session=/);
  await expect(picker.server(name)).toBeChecked();
  await expect(picker.demoWeather).toBeChecked();
  await picker.demoWeather.uncheck();
  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
  const copy = await openSession(request, page.url());
  expect(copy.servers.map((server) => server.name)).toEqual([name]);

  // The inspector's "Use in playground" link: the task and the server are picked, then the URL is clean.
  await page.goto(`/?task=Hello&servers=${id}`);
  await expect(playground.task).toHaveValue("Hello");
  await expect(picker.server(name)).toBeChecked();
  await expect(picker.demoWeather).not.toBeChecked();
  await expect(page).toHaveURL(/\/$/);
});

test("a listed server that cannot start: the run is refused, and the picker says which server", async ({
  page,
  request,
}) => {
  const name = uniqueName("missing");
  await listServer(request, {
    name,
    transport: "stdio",
    command: `/nonexistent/${name}`,
  });
  const playground = new PlaygroundPage(page);
  const picker = new ServerPicker(page);
  await playground.openWithToken();
  await picker.server(name).check();
  await playground.stepButton.click();
  await expect(playground.alerts).toContainText("mcp:connect_failed");
  await expect(picker.group.getByRole("alert")).toContainText("The run could not start");
  await expect(picker.group.getByRole("alert")).toContainText(name);
  await expect(page).not.toHaveURL(/[?&]session=/);

  await picker.server(name).uncheck();
  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
});

test("the Roots and Logging tabs of a stdio server: edit and save the roots, set the level, read the log and stderr", async ({
  page,
  request,
}) => {
  const name = uniqueName("everything-roots");
  const id = await listServer(request, { name, transport: "stdio", ...serverEverythingStdio() });
  const inspector = new InspectorPage(page);
  await inspector.openWithToken();
  await page.goto(`/inspector?server=${id}&tab=roots`);
  await inspector.connectButton.click();
  await expect(inspector.reconnectButton).toBeVisible();

  // Roots: a URI that is not file:// is refused in place; a good one is saved and the server asks again.
  await inspector.openTab("Roots");
  await page.getByRole("button", { name: "Add root" }).click();
  await page.getByLabel("URI of root 1").fill("https://example.com/project");
  await page.getByLabel("Name of root 1").fill("Project");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/A root is a file:\/\/ URI/)).toBeVisible();
  await expect(page.getByLabel("URI of root 1")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("URI of root 1").fill("file:///tmp/loupe-project");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText(/was told \(notifications\/roots\/list_changed\)/)).toBeVisible();
  const requests = page.getByRole("list", { name: "Roots requests, newest first" });
  await expect(requests).toContainText("Loupe sent notifications/roots/list_changed");
  await expect(requests.getByRole("listitem").first()).toContainText("file:///tmp/loupe-project");
  await new AccessibilityScan(page).expectNoSeriousViolations("on the Roots tab");

  // Logging: set the level, start server-everything's simulated logging, read a message and stderr.
  await inspector.openTab("Logging");
  await page.getByLabel("Level the server logs at").selectOption("debug");
  await page.getByRole("button", { name: "Set level" }).click();
  await expect(page.getByText(`${name} now logs at debug and above.`)).toBeVisible();
  const toggled = await request.post(`/api/servers/${id}/rpc`, {
    headers: authorization,
    data: { method: "tools/call", params: { name: "toggle-simulated-logging", arguments: {} } },
  });
  expect(toggled.status()).toBe(200);
  const log = page.getByRole("log", { name: "Log messages, oldest first" });
  await expect(
    log
      .getByRole("listitem")
      .filter({ hasText: /level[- ]message/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "stderr" })).toBeVisible();
  await page.getByLabel("Find in the log").fill("no such text anywhere");
  await expect(log).toContainText("No log message matches the filter.");
  await page.getByLabel("Find in the log").fill("");
  const stopped = await request.post(`/api/servers/${id}/rpc`, {
    headers: authorization,
    data: { method: "tools/call", params: { name: "toggle-simulated-logging", arguments: {} } },
  });
  expect(stopped.status()).toBe(200);
  // Messages sent before the stop may still be on their way to the page: clear until none is left.
  await expect(async () => {
    await page.getByRole("button", { name: "Clear view" }).click();
    await expect(log.getByRole("listitem")).toHaveCount(0, { timeout: 1_000 });
  }).toPass();
  await expect(log).toContainText("since the view was cleared");
  await new AccessibilityScan(page).expectNoSeriousViolations("on the Logging tab");
});
