import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { PlaygroundPage } from "./pages/playground-page";
import { sendThroughProxy, TrafficPage } from "./pages/traffic-page";

const authorization = { authorization: "Bearer e2e-token" };

test("Compare on a session links to the Compare page with it, whose draft the API answers", async ({
  page,
}) => {
  const playground = new PlaygroundPage(page);
  await playground.openWithToken();
  await playground.step();
  await expect(page).toHaveURL(/[?&]session=/);
  const session = new URL(page.url()).searchParams.get("session") ?? "";

  const compare = page.getByRole("link", { name: "Compare this session on other models" });
  await expect(compare).toHaveAttribute("href", `/compare?session=${session}`);

  // The static draft segment beside [id] is the draft route, not a comparison named "draft".
  const draft = await page.request.get(`/api/comparisons/draft?session=${session}`, {
    headers: authorization,
  });
  expect(draft.status()).toBe(200);
  expect(await draft.json()).toMatchObject({ from: { session }, dialect: "xml", models: ["demo"] });
});

test("Compare on other models on a proxied capture links to the Compare page with it", async ({
  page,
}) => {
  const tag = `t${randomUUID().slice(0, 8)}`;
  await (
    await sendThroughProxy({
      tag,
      messages: [
        { role: "system", content: "You are a careful test agent." },
        { role: "user", content: "What is the forecast?" },
      ],
    })
  ).text();

  const traffic = new TrafficPage(page);
  await traffic.openWithToken(`q=${tag}`);
  await traffic.rows.first().click();
  await expect(page).toHaveURL(/[?&]capture=capture-/);
  const capture = new URL(page.url()).searchParams.get("capture") ?? "";

  const compare = traffic.detail.getByRole("link", { name: "Compare on other models" });
  await expect(compare).toHaveAttribute("href", `/compare?capture=${capture}`);
  const draft = await page.request.get(`/api/comparisons/draft?capture=${capture}`, {
    headers: authorization,
  });
  expect(draft.status()).toBe(200);
  expect(await draft.json()).toMatchObject({
    from: { capture },
    task: "What is the forecast?",
    servers: [],
    models: ["fake-e2e"],
  });
});
