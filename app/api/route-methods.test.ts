import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DELETE as refuseHealthDelete } from "@/app/api/health/route";
import { routeMethods } from "@/lib/http/refuse-other-methods";

const apiDirectory = path.join(process.cwd(), "app", "api");

/** Every route file under app/api, except the catch-all that answers 404 to all methods. */
const routeFiles = readdirSync(apiDirectory, { recursive: true, encoding: "utf8" })
  .filter(
    (file) => path.basename(file) === "route.ts" && file !== path.join("[...path]", "route.ts"),
  )
  .sort();

describe("every API route answers every method itself, so Next never answers a bare 405", () => {
  it("finds the route files", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it.each(routeFiles)("%s exports a handler for each method", async (file) => {
    const route = (await import(path.join(apiDirectory, file))) as Record<string, unknown>;
    const missing = routeMethods.filter(
      (method) =>
        typeof route[method] !== "function" &&
        !(method === "HEAD" && typeof route.GET === "function"),
    );
    expect(missing, `${file} lacks ${missing.join(", ")}`).toEqual([]);
  });
});

describe("a refused method", () => {
  it("names the route's own methods in Allow", async () => {
    const response = await refuseHealthDelete(
      new Request("http://127.0.0.1:3000/api/health", {
        method: "DELETE",
        headers: { host: "127.0.0.1:3000" },
      }),
      {},
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET");
    expect((await response.json()).error.code).toBe("request:method_not_allowed");
  });
});
