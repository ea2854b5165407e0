import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { InspectorPage } from "./pages/inspector-page";

/** The server form's Secret box, and a header the API refuses shown at the form by field. */

const uniqueName = (prefix: string) => `${prefix}-${randomBytes(3).toString("hex")}`;

test("a value ticked Secret is stored masked, an ordinary one reads as itself", async ({
  page,
}) => {
  const inspector = new InspectorPage(page);
  const name = uniqueName("marked");
  await inspector.openWithToken();
  await inspector.servers.getByRole("button", { name: "Add server" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a server" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Transport", { exact: true }).selectOption("stdio");
  await dialog.getByLabel("Command", { exact: true }).fill("node");
  await dialog.getByRole("button", { name: "Add a variable" }).click();
  await dialog.getByLabel("Environment 1 name").fill("HOME");
  await dialog.getByLabel("Environment 1 value").fill("/home/me/project");
  await dialog.getByRole("button", { name: "Add a variable" }).click();
  await dialog.getByLabel("Environment 2 name").fill("LOUPE_MARKER");
  await dialog.getByLabel("Environment 2 value").fill("marker-value-0001");
  await dialog.getByLabel("Environment 2 secret").check();
  await dialog.getByRole("button", { name: "Add server" }).click();
  await expect(dialog).toBeHidden();
  await expect(inspector.serverHeading(name)).toBeVisible();

  await inspector.servers.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(edit.getByLabel("Environment 1 value")).toHaveValue("/home/me/project");
  await expect(edit.getByLabel("Environment 1 secret")).not.toBeChecked();
  await expect(edit.getByLabel("Environment 2 value")).toHaveValue("[redacted]");
  await expect(edit.getByLabel("Environment 2 secret")).toBeChecked();
});

test("a header name with a space is refused, and the form says which header", async ({ page }) => {
  const inspector = new InspectorPage(page);
  await inspector.openWithToken();
  await inspector.servers.getByRole("button", { name: "Add server" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a server" });
  await dialog.getByLabel("Name", { exact: true }).fill(uniqueName("spaced"));
  await dialog.getByLabel("URL", { exact: true }).fill("http://127.0.0.1:9/mcp");
  await dialog.getByRole("button", { name: "Add a header" }).click();
  await dialog.getByLabel("Headers 1 name").fill("X Bad");
  await dialog.getByLabel("Headers 1 value").fill("1");
  await dialog.getByRole("button", { name: "Add server" }).click();
  await expect(dialog.getByRole("alert")).toContainText('headers["X Bad"]: a header name');
  await expect(dialog).toBeVisible();
});
