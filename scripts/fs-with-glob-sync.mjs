/** Node's `fs`, every export of it, plus `globSync` where Node lacks it (Node 20). */
import fs from "node:fs";
import { globSync as portableGlobSync } from "./glob-sync.mjs";

export * from "node:fs";
export default fs;

/** `fs.globSync` where Node has it, else the portable one from `glob-sync.mjs`. */
export const globSync = typeof fs.globSync === "function" ? fs.globSync : portableGlobSync;
