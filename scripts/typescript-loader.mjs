/**
 * `node --import ./scripts/typescript-loader.mjs file.ts`: runs the project's TypeScript on
 * Node 20 (which cannot strip types) the way Next and Vitest see it: each `.ts`/`.tsx` module is
 * transpiled on load by the project's own `typescript` (`transpileModule`, no type check),
 * `@/…` resolves from the project root, extensionless relative imports find their `.ts` file,
 * and `server-only` is an empty module (scripts are server code).
 */
import { register } from "node:module";

register("./typescript-hooks.mjs", import.meta.url);
