import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import {
  freePort,
  type RunningServerEverything,
  startServerEverything,
} from "../test/support/server-everything";
import { AccessibilityScan } from "./pages/accessibility-scan";
import { InspectorPage } from "./pages/inspector-page";

/** A name no other run's server holds, so the tests find their own servers in a shared data dir. */
const uniqueName = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}`;

let everything: RunningServerEverything;

test.beforeAll(async () => {
  everything = await startServerEverything("streamableHttp");
});

test.afterAll(async () => {
  await everything?.stop();
});

test("the rail marks the inspector as the current screen, and the playground on its own page", async ({
  page,
}) => {
  const inspector = new InspectorPage(page);
  await inspector.openWithToken();
  const rail = page.getByRole("navigation", { name: "Main" });
  await expect(rail.getByRole("link", { name: "Inspector" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(rail.getByRole("link", { name: "Playground" })).not.toHaveAttribute("aria-current");
  await rail.getByRole("link", { name: "Playground" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(rail.getByRole("link", { name: "Playground" })).toHaveAttribute(
    "aria-current",
    "page",
  );
});

test("server-everything over Streamable HTTP: add, connect, ping, read the traffic, send from the console", async ({
  page,
}) => {
  const inspector = new InspectorPage(page);
  const name = uniqueName("everything");
  await inspector.openWithToken();
  await inspector.addStreamableHttpServer(name, everything.url);
  await expect(inspector.serverLink(name)).toHaveAttribute("aria-current", "page");

  await inspector.connectButton.click();
  await expect(inspector.reconnectButton).toBeVisible();
  for (const tab of [
    "Overview",
    "Tools",
    "Resources",
    "Prompts",
    "Pending",
    "Roots",
    "Logging",
    "Tasks",
    "Traffic",
    "Console",
  ]) {
    await expect(inspector.tab(tab)).toBeVisible();
  }

  // Overview: what initialize said, and a ping's round trip.
  await expect(page.getByText("Protocol version")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Capabilities" })).toBeVisible();
  await page.getByRole("button", { name: "Ping", exact: true }).click();
  await expect(page.getByText(/Answered in \d/)).toBeVisible();
  const scan = new AccessibilityScan(page);
  await scan.expectNoSeriousViolations("on the inspector's Overview tab");

  // Traffic: initialize paired with its result; the HTTP exchange carries Mcp-Session-Id.
  await inspector.openTab("Traffic");
  await expect(page).toHaveURL(/[?&]tab=traffic/);
  const initialize = inspector.trafficRow("initialize");
  await expect(initialize).toHaveCount(1);
  await initialize.click();
  await expect(inspector.trafficDetail).toContainText("protocolVersion");
  await inspector.trafficDetail.getByRole("button", { name: "Jump to response" }).click();
  // The first "result for #0" answers Loupe's initialize; a later one is Loupe's answer to the server's request #0.
  await expect(inspector.trafficRow("result for #0").first()).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(initialize).toHaveAttribute("data-partner", "true");
  await expect(inspector.trafficRow("ping")).toHaveCount(1);
  await scan.expectNoSeriousViolations("on the inspector's Traffic tab");

  await page.getByLabel("Method", { exact: true }).fill("initialize");
  await inspector.trafficRowsStartingWith("POST ").first().click();
  const responseHeaders = inspector.trafficDetail.getByRole("region", { name: "Response headers" });
  await expect(responseHeaders.getByRole("rowheader", { name: "mcp-session-id" })).toBeVisible();
  await expect(inspector.trafficDetail.getByRole("button", { name: /Copy as cURL/ })).toBeEnabled();
  await page.getByLabel("Method", { exact: true }).fill("");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export as JSON" }).click();
  const download = await downloadPromise;
  const exported = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(exported.server.name).toBe(name);
  expect(exported.messages.length).toBeGreaterThan(2);
  expect(exported.exchanges.length).toBeGreaterThan(0);

  // Console: tools/list's raw answer.
  await inspector.openTab("Console");
  // Scoped to the console's form: the Traffic tab (still mounted, hidden) has a Method filter too.
  const consoleForm = page.getByRole("form", { name: "Send a JSON-RPC message" });
  await consoleForm.getByLabel("Method", { exact: true }).fill("tools/list");
  await consoleForm.getByLabel("Params", { exact: true }).fill("{}");
  await page.getByRole("button", { name: "Send request" }).click();
  const answer = page.getByRole("region", { name: "Answer" });
  await expect(answer.getByTestId("json-viewer")).toContainText("echo");
  await expect(page.getByRole("button", { name: "Send tools/list again" })).toBeVisible();

  // A params editor that is not JSON says where.
  await consoleForm.getByLabel("Params", { exact: true }).fill('{\n  "a": 1\n  "b": 2\n}');
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "line 3, column 3" })).toBeVisible();
});

test("import a claude_desktop_config.json by file, see both servers listed, export the list", async ({
  page,
}) => {
  const inspector = new InspectorPage(page);
  const local = uniqueName("local");
  const remote = uniqueName("remote");
  const config = {
    mcpServers: {
      [local]: { command: "node", args: ["server.js", "stdio"], env: { HOME: "/tmp" } },
      [remote]: {
        type: "http",
        url: "http://127.0.0.1:9/mcp",
        headers: { authorization: "Bearer abcdefgh" },
      },
    },
  };
  await inspector.openWithToken();
  await inspector.servers.getByRole("button", { name: "Import" }).click();
  const dialog = page.getByRole("dialog", { name: "Import servers" });
  await dialog.getByLabel("Config file").setInputFiles({
    name: "claude_desktop_config.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(config, null, 2)),
  });
  await expect(dialog.getByLabel("Config JSON")).toHaveValue(/mcpServers/);
  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expect(dialog.getByText("Added 2 servers:")).toBeVisible();
  await expect(
    dialog.getByRole("list", { name: "Added servers" }).getByRole("listitem"),
  ).toHaveText([local, remote]);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(inspector.serverLink(local)).toBeVisible();
  await expect(inspector.serverLink(local)).toContainText("stdio");
  await expect(inspector.serverLink(remote)).toContainText("Streamable HTTP");

  const downloadPromise = page.waitForEvent("download");
  await inspector.servers.getByRole("button", { name: "Export", exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("mcp-servers.json");
  const exported = JSON.parse(await readFile((await download.path()) as string, "utf8"));
  expect(exported.mcpServers[local]).toMatchObject({ command: "node" });
  expect(exported.mcpServers[remote].headers.authorization).toBe("[redacted]");
});

test("a connect that fails shows its message and the page stays usable", async ({ page }) => {
  const inspector = new InspectorPage(page);
  const name = uniqueName("nowhere");
  const port = await freePort();
  await inspector.openWithToken();
  await inspector.addStreamableHttpServer(name, `http://127.0.0.1:${port}/mcp`);
  await inspector.connectButton.click();
  const alert = page.getByRole("alert").filter({ hasText: name });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(/ECONNREFUSED|refused|fetch failed/i);
  await expect(inspector.connectButton).toBeEnabled();
  await expect(inspector.tab("Overview")).toHaveCount(0);

  // The alert stays until the next try, and the rest of the page still works.
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await edit.getByLabel("URL", { exact: true }).fill("not a url");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit.getByRole("alert")).toContainText("url");
  await edit.getByRole("button", { name: "Cancel" }).click();
  await expect(alert).toBeVisible();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(inspector.serverLink(name)).toHaveCount(0);
  await expect(page.getByText("Pick a server from the list")).toBeVisible();
});

test("the demo weather server is listed in one click and opens like any other", async ({
  page,
  request,
}) => {
  const authorization = { authorization: "Bearer e2e-token" };
  const removeListedDemo = async () => {
    const listed = (await (
      await request.get("/api/servers", { headers: authorization })
    ).json()) as {
      servers: Array<{ id: string; url?: string }>;
    };
    for (const server of listed.servers.filter((one) => one.url?.endsWith("/api/demo/mcp"))) {
      await request.delete(`/api/servers/${server.id}`, { headers: authorization });
    }
  };
  await removeListedDemo();
  try {
    const inspector = new InspectorPage(page);
    await inspector.openWithToken();
    const add = inspector.servers.getByRole("button", { name: "Add the demo weather server" });
    await add.click();
    await expect(inspector.serverHeading("demo-weather")).toBeVisible();
    await expect(page).toHaveURL(/[?&]server=/);
    await expect(inspector.serverLink("demo-weather")).toContainText("Streamable HTTP");
    await expect(add).toHaveCount(0);

    await inspector.connectButton.click();
    await expect(inspector.reconnectButton).toBeVisible();
    await inspector.openTab("Tools");
    const tools = page.getByRole("list", { name: "Tools" });
    await expect(tools.getByRole("button", { name: /^get_forecast\b/ })).toBeVisible();
    await expect(tools.getByRole("button", { name: /^get_alerts\b/ })).toBeVisible();
  } finally {
    await removeListedDemo();
  }
});
