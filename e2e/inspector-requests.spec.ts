import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { hostileStdioServer } from "../test/support/misbehaving-mcp-server";
import {
  type RunningServerEverything,
  startServerEverything,
} from "../test/support/server-everything";
import { InspectorPage } from "./pages/inspector-page";

const authorization = { authorization: "Bearer e2e-token" };

let everything: RunningServerEverything;

test.beforeAll(async () => {
  everything = await startServerEverything("streamableHttp");
});

test.afterAll(async () => {
  await everything?.stop();
});

/**
 * Lists a server through the API (server-everything over Streamable HTTP unless `config` says
 * otherwise) and opens its inspector page on `tab`, connected.
 */
async function openConnected(
  page: Page,
  request: APIRequestContext,
  tab: string,
  config: Record<string, unknown> = { transport: "streamable-http", url: everything.url },
) {
  const created = await request.post("/api/servers", {
    headers: authorization,
    data: { name: `everything-${randomBytes(3).toString("hex")}`, ...config },
  });
  expect(created.status()).toBeLessThan(300);
  const { id } = (await created.json()) as { id: string };
  const inspector = new InspectorPage(page);
  await inspector.openWithToken();
  await page.goto(`/inspector?server=${id}&tab=${tab}`);
  await inspector.connectButton.click();
  await expect(inspector.reconnectButton).toBeVisible();
  return { id, inspector };
}

/** Calls a tool through `POST /api/servers/:id/rpc` without waiting: it waits on the person. */
function callTool(
  request: APIRequestContext,
  id: string,
  name: string,
  args: Record<string, unknown>,
  callId?: string,
) {
  return request.post(`/api/servers/${id}/rpc`, {
    headers: authorization,
    data: {
      method: "tools/call",
      params: { name, arguments: args },
      ...(callId ? { callId } : {}),
    },
    timeout: 60_000,
  });
}

test("resources: read one, complete a template's argument, subscribe and see updates", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "resources");
  await inspector.openTab("Resources");

  await page.getByRole("button", { name: /features\.md/ }).click();
  const features = page.getByRole("region", { name: /features\.md$/ });
  await expect(features.getByText("Everything Server - Features").first()).toBeVisible();

  await page.getByRole("button", { name: /Dynamic Text Resource/ }).click();
  const resourceId = page.getByLabel("resourceId");
  await resourceId.fill("7");
  await expect(
    page.locator('datalist[data-testid="completions-resourceId"] option[value="7"]'),
  ).toHaveCount(1);
  await expect(page.getByTestId("expanded-uri")).toHaveText("demo://resource/dynamic/text/7");
  await page.getByRole("button", { name: "Read", exact: true }).click();
  const dynamic = page.getByRole("region", { name: "Resource demo://resource/dynamic/text/7" });
  await expect(dynamic.getByText(/Resource 7: This is a plaintext resource/)).toBeVisible();

  await dynamic.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(dynamic.getByRole("button", { name: "Unsubscribe", exact: true })).toBeVisible();
  await expect(dynamic.getByTestId("resource-updates")).toContainText("No update yet.");
  const toggled = await callTool(request, id, "toggle-subscriber-updates", {});
  expect(await toggled.text()).toContain("Started simulated resource updated notifications");
  await expect(dynamic.getByTestId("resource-updates")).toContainText(/\d+ updates?, last at/, {
    timeout: 20_000,
  });
  await callTool(request, id, "toggle-subscriber-updates", {});
  await dynamic.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(dynamic.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
});

test("prompts: complete an argument, get a prompt with arguments, use it in the playground", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "prompts");
  await inspector.openTab("Prompts");

  await page.getByRole("button", { name: /Team Management/ }).click();
  await page.getByLabel("department").fill("Eng");
  await expect(
    page.locator('datalist[data-testid="completions-department"] option[value="Engineering"]'),
  ).toHaveCount(1);

  await page.getByRole("button", { name: /Arguments Prompt/ }).click();
  await page.getByRole("button", { name: "Get prompt" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "city" })).toBeVisible();
  await page.getByLabel(/^city/).fill("Paris");
  await page.getByRole("button", { name: "Get prompt" }).click();
  const messages = page.getByRole("list", { name: "Prompt messages" });
  await expect(messages.getByText("What's weather in Paris?")).toBeVisible();
  const link = page.getByRole("link", { name: "Use in playground" });
  await expect(link).toHaveAttribute(
    "href",
    `/?task=What%27s%20weather%20in%20Paris%3F&servers=${encodeURIComponent(id)}`,
  );
});

test("pending: answer a sampling request by hand and see the tool's result", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "pending");
  await inspector.openTab("Pending");
  const call = callTool(request, id, "trigger-sampling-request", {
    prompt: "hello from e2e",
    maxTokens: 50,
  });

  const item = page.getByRole("listitem", { name: /^sampling\/createMessage request/ });
  await expect(
    item.getByText("Resource trigger-sampling-request context: hello from e2e", { exact: true }),
  ).toBeVisible();
  await expect(item.getByText("You are a helpful test server.", { exact: true })).toBeVisible();
  await item.getByRole("button", { name: "Approve and send" }).click();
  await expect(item.getByRole("alert")).toContainText("Name the model");
  await item.getByLabel("Response text").fill("A hand-written answer");
  await item.getByLabel("Model name").fill("e2e-hand");
  await item.getByRole("button", { name: "Approve and send" }).click();
  await expect(item).toBeHidden();

  const answer = await call;
  expect(answer.status()).toBe(200);
  const text = await answer.text();
  expect(text).toContain("A hand-written answer");
  expect(text).toContain("e2e-hand");
});

test("pending: answer an elicitation with its defaults applied", async ({ page, request }) => {
  const { id, inspector } = await openConnected(page, request, "pending");
  await inspector.openTab("Pending");
  const call = callTool(request, id, "trigger-elicitation-request", {});

  const item = page.getByRole("listitem", { name: /^elicitation\/create request/ });
  await expect(
    item.getByText("Please provide inputs for the following fields:", { exact: true }),
  ).toBeVisible();
  await expect(item.getByLabel("String with default")).toHaveValue(
    "It was a dark and stormy night.",
  );
  await expect(item.getByLabel("Integer", { exact: true })).toHaveValue("42");
  await item.getByRole("button", { name: "Accept" }).click();
  await expect(item.getByRole("alert")).toHaveText("Not sent: one field needs a fix (String).");
  // By role: a required field's label ends in an aria-hidden " *", which getByLabel would read.
  const name = item.getByRole("textbox", { name: "String", exact: true });
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/String is required\./);
  await expect(name).toBeFocused();
  await expect(item.getByLabel("Integer", { exact: true })).not.toHaveAttribute("aria-invalid");
  await name.fill("Ada Lovelace");
  await item.getByRole("button", { name: "Accept" }).click();
  await expect(item).toBeHidden();

  const answer = await call;
  expect(answer.status()).toBe(200);
  const { result } = (await answer.json()) as { result: { content: Array<{ text: string }> } };
  const text = result.content.map((block) => block.text).join("\n");
  expect(text).toContain("- Name: Ada Lovelace");
  expect(text).toContain("- Favorite Integer: 42");
  expect(text).toContain("It was a dark and stormy night.");
  expect(text).toContain('"titledSingleSelectEnum": "hero-1"');
});

test("pending: a reload finds the open connection and its waiting request, answered after it", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "pending");
  await inspector.openTab("Pending");
  const call = callTool(request, id, "trigger-sampling-request", {
    prompt: "still waiting after a reload",
    maxTokens: 30,
  });
  const item = page.getByRole("listitem", { name: /^sampling\/createMessage request/ });
  const context = item.getByText(
    "Resource trigger-sampling-request context: still waiting after a reload",
    { exact: true },
  );
  await expect(context).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(new RegExp(`server=${id}&tab=pending`));
  await expect(inspector.reconnectButton).toBeVisible();
  await expect(inspector.connectButton).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /^connected$/ })).toBeVisible();
  await expect(inspector.tab("Pending")).toHaveAttribute("aria-selected", "true");
  await expect(inspector.tab("Pending")).toContainText("1 waiting");
  await expect(context).toBeVisible();
  await item.getByLabel("Response text").fill("Answered after the reload");
  await item.getByLabel("Model name").fill("e2e-reload");
  await item.getByRole("button", { name: "Approve and send" }).click();
  await expect(item).toBeHidden();

  const answer = await call;
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("Answered after the reload");
});

test("pending: the person's selection stays while others leave, and when it leaves the tab says so", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "pending");
  await inspector.openTab("Pending");
  const first = callTool(request, id, "trigger-sampling-request", { prompt: "first" }, "e2e-one");
  await expect(inspector.tab("Pending")).toContainText("1 waiting");
  const second = callTool(request, id, "trigger-sampling-request", { prompt: "second" }, "e2e-two");
  await expect(inspector.tab("Pending")).toContainText("2 waiting");
  const list = page.getByRole("listbox", { name: "Pending requests" });
  await list.getByRole("option").nth(1).click();
  const item = page.getByRole("listitem", { name: /^sampling\/createMessage request/ });
  await expect(
    item.getByText("Resource trigger-sampling-request context: second", { exact: true }),
  ).toBeVisible();
  await item.getByLabel("Response text").fill("typed for the second");

  const cancel = (callId: string) =>
    request.post(`/api/servers/${id}/rpc/cancel`, { headers: authorization, data: { callId } });
  expect((await cancel("e2e-one")).status()).toBe(200);
  expect((await first).status()).toBe(409);
  await expect(inspector.tab("Pending")).toContainText("1 waiting");
  await expect(item.getByLabel("Response text")).toHaveValue("typed for the second");

  expect((await cancel("e2e-two")).status()).toBe(200);
  expect((await second).status()).toBe(409);
  await expect(page.getByRole("status").filter({ hasText: "you had selected" })).toContainText(
    "no longer waits (it ended unanswered: its call tools/call was cancelled). Choose another above.",
  );
  await expect(item).toBeHidden();
});

test("connection: a reload while a connect still opens says connecting…, not waiting for it", async ({
  page,
  request,
}) => {
  const silent = createServer(() => undefined);
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const { port } = silent.address() as AddressInfo;
  try {
    const created = await request.post("/api/servers", {
      headers: authorization,
      data: {
        name: `slow-to-open-${randomBytes(3).toString("hex")}`,
        transport: "streamable-http",
        url: `http://127.0.0.1:${port}`,
      },
    });
    expect(created.status()).toBeLessThan(300);
    const { id } = (await created.json()) as { id: string };
    const connecting = request.post(`/api/servers/${id}/connect`, {
      headers: authorization,
      data: {},
      timeout: 90_000,
    });
    connecting.catch(() => undefined);
    const inspector = new InspectorPage(page);
    await inspector.openWithToken();
    await page.goto(`/inspector?server=${id}&tab=overview`);
    await expect(page.getByRole("status").filter({ hasText: /^connecting…$/ })).toBeVisible();
    await expect(inspector.connectButton).toBeDisabled();
  } finally {
    silent.closeAllConnections();
    silent.close();
  }
});

test("connection: one seen ended says connected again once a call has reopened it", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "overview", {
    transport: "stdio",
    ...hostileStdioServer(),
  });
  expect((await callTool(request, id, "exit", {})).status()).toBe(200);
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/servers/${id}/connect`, { headers: authorization });
      return ((await answer.json()) as { connection: { open: boolean } | null }).connection?.open;
    })
    .toBe(false);
  await page.reload();
  const ended = page.getByRole("status").filter({ hasText: "connection ended" });
  await expect(ended).toBeVisible();
  const told = await callTool(request, id, "echo", { message: "told" });
  expect(await told.text()).toContain("The next call restarts it");
  const echoed = await callTool(request, id, "echo", { message: "back" });
  expect(await echoed.text()).toContain("Echo: back");
  await expect(page.getByRole("status").filter({ hasText: /^connected$/ })).toBeVisible();
  await expect(inspector.reconnectButton).toBeVisible();
});

test("pending: a URL-mode elicitation shows its URL and host, and links only http and https", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "pending");
  await inspector.openTab("Pending");
  const item = page.getByRole("listitem", { name: /^elicitation\/create request/ });

  const hostile = callTool(request, id, "trigger-url-elicitation", {
    url: "javascript:alert(document.cookie)",
    message: "Open this to go on",
  });
  await expect(item.getByText("Open this to go on", { exact: true })).toBeVisible();
  await expect(item.getByText("javascript:alert(document.cookie)", { exact: true })).toBeVisible();
  await expect(item.getByRole("alert")).toHaveText(
    "Not opened: Loupe refuses to open javascript: links: it opens only http and https.",
  );
  await expect(item.getByRole("link")).toHaveCount(0);
  await item.getByRole("button", { name: "Decline" }).click();
  await expect(item).toBeHidden();
  expect(await (await hostile).text()).toContain("User declined to open the URL");

  const signIn = callTool(request, id, "trigger-url-elicitation", {
    url: "https://auth.example.com/start?flow=loupe",
    message: "Sign in to go on",
  });
  await expect(item.getByText("Sign in to go on", { exact: true })).toBeVisible();
  await expect(
    item.getByText("https://auth.example.com/start?flow=loupe", { exact: true }),
  ).toBeVisible();
  await expect(item.getByText("auth.example.com", { exact: true })).toBeVisible();
  const link = item.getByRole("link", { name: "Open auth.example.com in a new tab" });
  await expect(link).toHaveAttribute("href", "https://auth.example.com/start?flow=loupe");
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await item.getByRole("button", { name: "Done" }).click();
  await expect(item).toBeHidden();
  expect(await (await signIn).text()).toContain("User completed the URL elicitation flow");
});

test("pending: a flood of 2,000 sampling requests keeps 100, says the rest were refused, and stays answerable", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "pending", {
    transport: "stdio",
    ...hostileStdioServer(),
  });
  await inspector.openTab("Pending");
  const flood = callTool(request, id, "flood-sampling", { count: 2_000 });
  flood.catch(() => undefined);

  await expect(page.getByRole("status").filter({ hasText: "refused at once" })).toContainText(
    "1,900 requests from the server were refused at once: 100 already waited",
    { timeout: 30_000 },
  );
  const list = page.getByRole("listbox", { name: "Pending requests" });
  await expect(list.getByRole("option").first()).toBeVisible();
  expect(await list.getByRole("option").count()).toBeLessThan(50);
  await expect(inspector.tab("Pending")).toContainText("100");

  await list.getByRole("option").nth(2).click();
  const item = page.getByRole("listitem", { name: /^sampling\/createMessage request/ });
  await expect(item.getByText(/^Flood request \d+$/)).toBeVisible();
  await item.getByLabel("Response text").fill("One answered by hand");
  await item.getByLabel("Model name").fill("e2e-hand");
  await item.getByRole("button", { name: "Approve and send" }).click();
  await expect(inspector.tab("Pending")).toContainText("99");
  await expect(list.getByRole("option").first()).toBeVisible();
});

test("pending: a call's short timeout waits while a person answers, and its request ends with it", async ({
  page,
  request,
}) => {
  const { id, inspector } = await openConnected(page, request, "pending", {
    transport: "streamable-http",
    url: everything.url,
    timeouts: { requestMs: 1_000 },
  });
  await inspector.openTab("Pending");
  const call = callTool(request, id, "trigger-elicitation-request", {});
  const item = page.getByRole("listitem", { name: /^elicitation\/create request/ });
  await expect(item.getByLabel("String with default")).toBeVisible();
  // Longer than the call's timeout: the person is slow, the call must not fail meanwhile.
  await page.waitForTimeout(2_500);
  await item.getByRole("textbox", { name: "String", exact: true }).fill("Grace Hopper");
  await item.getByRole("button", { name: "Accept" }).click();
  await expect(item).toBeHidden();
  const answer = await call;
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain("Grace Hopper");

  const sampling = callTool(
    request,
    id,
    "trigger-sampling-request",
    { prompt: "left" },
    "e2e-gives-up",
  );
  const waiting = page.getByRole("listitem", { name: /^sampling\/createMessage request/ });
  await expect(waiting).toBeVisible();
  const cancelled = await request.post(`/api/servers/${id}/rpc/cancel`, {
    headers: authorization,
    data: { callId: "e2e-gives-up" },
  });
  expect(cancelled.status()).toBe(200);
  expect((await sampling).status()).toBe(409);
  await expect(waiting).toBeHidden();
  await expect(page.getByRole("list", { name: "Ended unanswered" })).toContainText(
    /sampling\/createMessage request \S+ ended unanswered: its call tools\/call was cancelled\./,
  );
});
