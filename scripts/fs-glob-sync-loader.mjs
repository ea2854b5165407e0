/**
 * `node --import ./scripts/fs-glob-sync-loader.mjs …`: on Node 20, which lacks `fs.globSync`,
 * gives every ES module that imports `fs` or `node:fs` a copy of `fs` that has it (from
 * `glob-sync.mjs`), so tools built for Node 22 (the MCP conformance runner) load. On a Node that
 * has `fs.globSync`, it does nothing.
 */
import fs from "node:fs";
import { register } from "node:module";

if (typeof fs.globSync !== "function") {
  register("./fs-glob-sync-hooks.mjs", import.meta.url);
}
