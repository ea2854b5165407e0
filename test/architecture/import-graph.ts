import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The repository's root, which `@/` names in an import. */
export const repositoryRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Where an import leads: a file of the repository (relative to its root), or a package. */
export type ImportTarget = { file: string } | { package: string };

/** Every file under `directory` (relative to the root) whose name `keep` accepts, sorted. */
export function filesUnder(directory: string, keep: (file: string) => boolean): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(repositoryRoot, relative))) {
      const child = path.posix.join(relative, entry);
      if (statSync(path.join(repositoryRoot, child)).isDirectory()) walk(child);
      else if (keep(child)) found.push(child);
    }
  };
  walk(directory);
  return found.sort();
}

/**
 * The specifiers a module's source imports: static imports and re-exports (type-only ones too),
 * `import()` and `require()`; read by TypeScript's scanner, so an import inside a string is none.
 */
export function importSpecifiersOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

/** The specifiers a file of the repository (relative to its root) imports. */
export function importSpecifiers(file: string): string[] {
  return importSpecifiersOf(readFileSync(path.join(repositoryRoot, file), "utf8"));
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** The file or package `specifier` names from `file`; throws when a path names no file. */
export function resolveImport(file: string, specifier: string): ImportTarget {
  let base: string;
  if (specifier.startsWith("@/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(file), specifier);
  else return { package: specifier };
  for (const extension of extensions) {
    const candidate = base + extension;
    const absolute = path.join(repositoryRoot, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return { file: candidate };
  }
  throw new Error(`${file} imports "${specifier}", which names no file`);
}

/** Whether a package runs only on a server: Node's own modules, SQLite, or `server-only`. */
export function isServerPackage(name: string): boolean {
  if (name.startsWith("node:") || name === "server-only" || name === "better-sqlite3") return true;
  return builtinModules.includes(name.split("/")[0] ?? name);
}

/** Whether a file holds code whose imports matter (not a stylesheet, an image or JSON). */
export function isCode(file: string): boolean {
  return /\.(ts|tsx|mts|mjs|js)$/.test(file);
}
