/**
 * Resolution and load hooks for `typescript-loader.mjs`. Transpiled modules are cached under
 * `node_modules/.cache/loupe-typescript/`, keyed by their source and the compiler's version and
 * options, so a warm start does not load the compiler at all.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const emptyModule = "data:text/javascript,export%20%7B%7D";
const typescriptFile = /\.(?:ts|mts|tsx)$/;
const candidateSuffixes = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

const cacheDirectory = path.join(root, "node_modules", ".cache", "loupe-typescript");
const typescriptVersion = createRequire(import.meta.url)("typescript/package.json").version;
const compilerOptions = {
  module: "esnext",
  target: "es2022",
  jsx: "react-jsx",
  esModuleInterop: true,
  isolatedModules: true,
  inlineSourceMap: true,
  inlineSources: true,
};
let compiler;

function existingFile(base) {
  for (const suffix of candidateSuffixes) {
    const candidate = `${base}${suffix}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** `@/…`, extensionless relative imports from TypeScript, and `server-only`. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === "server-only") return { url: emptyModule, shortCircuit: true };
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (
    (specifier.startsWith("./") || specifier.startsWith("../")) &&
    context.parentURL?.startsWith("file:") &&
    typescriptFile.test(context.parentURL)
  ) {
    base = path.resolve(path.dirname(fileURLToPath(context.parentURL)), specifier);
  }
  const file = base === undefined ? undefined : existingFile(base);
  if (file !== undefined) return { url: pathToFileURL(file).href, shortCircuit: true };
  return nextResolve(specifier, context);
}

/**
 * Transpiles `.ts`, `.mts` and `.tsx` modules to JavaScript (types removed, not checked), and
 * loads a `.json` file as JSON, as the bundler does for an import without `with { type: "json" }`.
 */
export async function load(url, context, nextLoad) {
  if (url.startsWith("file:") && new URL(url).pathname.endsWith(".json")) {
    return nextLoad(url, {
      ...context,
      importAttributes: { ...context.importAttributes, type: "json" },
    });
  }
  if (!url.startsWith("file:") || !typescriptFile.test(new URL(url).pathname)) {
    return nextLoad(url, context);
  }
  const fileName = fileURLToPath(url);
  return { format: "module", source: await transpile(fileName), shortCircuit: true };
}

async function transpile(fileName) {
  const source = readFileSync(fileName, "utf8");
  const key = createHash("sha256")
    .update(JSON.stringify([typescriptVersion, compilerOptions, fileName, source]))
    .digest("hex");
  const cached = path.join(cacheDirectory, `${key}.js`);
  if (existsSync(cached)) return readFileSync(cached, "utf8");
  compiler ??= (await import("typescript")).default;
  const { outputText, diagnostics } = compiler.transpileModule(source, {
    compilerOptions: compiler.convertCompilerOptionsFromJson(compilerOptions, root).options,
    fileName,
    reportDiagnostics: true,
  });
  if (diagnostics && diagnostics.length > 0) {
    const message = compiler.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => root,
      getNewLine: () => "\n",
    });
    throw new SyntaxError(`TypeScript could not transpile ${fileName}:\n${message}`);
  }
  try {
    mkdirSync(cacheDirectory, { recursive: true });
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, outputText);
    renameSync(partial, cached);
  } catch {
    // An unwritable cache only costs the next start a transpile.
  }
  return outputText;
}
