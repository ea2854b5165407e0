/**
 * Module resolution hooks for `fs-glob-sync-loader.mjs`: an import of `fs` or `node:fs` resolves
 * to `fs-with-glob-sync.mjs`, except from that stand-in and the `globSync` it re-exports.
 */
const standIn = new URL("./fs-with-glob-sync.mjs", import.meta.url).href;
const ownModules = new Set([standIn, new URL("./glob-sync.mjs", import.meta.url).href]);

/** Sends `fs` imports to the stand-in that adds `globSync`. */
export async function resolve(specifier, context, nextResolve) {
  if ((specifier === "fs" || specifier === "node:fs") && !ownModules.has(context.parentURL)) {
    return { url: standIn, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
