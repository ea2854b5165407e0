import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/**
 * Every TypeScript source file of the app's layers (`app`, `components`, `hooks`, `lib`), tests
 * left out, relative to the repository root: what a test scans to keep a rule over the code.
 */
export function appSourceFiles(): string[] {
  return ["app", "components", "hooks", "lib"].flatMap((layer) =>
    readdirSync(path.join(root, layer), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(layer, file)),
  );
}

/** The text of a file, by its path relative to the repository root. */
export function readSourceFile(file: string): string {
  return readFileSync(path.join(root, file), "utf8");
}
