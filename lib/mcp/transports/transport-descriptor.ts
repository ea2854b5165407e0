import type { z } from "zod";
import type { ClientEntryReading } from "./client-entry";
import type { SecretFields } from "./secret-fields";

/** What the Inspector's list needs of a transport a person can list a server on. */
export interface TransportListing<Config> {
  /** The name the server list, its form and the overview show (`SSE (legacy)`). */
  label: string;
  /** Where it stands among the form's choices, lowest first. */
  position: number;
  /** What the form's url field shows before one is typed, for a transport that has a url. */
  urlPlaceholder?: string;
  /** How a client's config file (`mcpServers`, VS Code's `servers`) writes the server. */
  clientEntry(config: Config, format: "mcpServers" | "vscode"): Record<string, unknown>;
  /** The `type` (or Cline's `transportType`) words client config files give it. */
  clientTypes: readonly string[];
  /** Its fields read from an entry of a client's config file (checked by the schema after). */
  readClientEntry(entry: Record<string, unknown>): ClientEntryReading;
}

/**
 * The browser-safe part of one MCP transport's connector: its config schema, its names, which
 * fields its configuration has and which hold secrets, how it is redacted and summed up. It
 * imports nothing server-side, so the pages read it too; the server-only part, how it opens a
 * connection, is in `connectors.ts`.
 */
export interface TransportDescriptor<Config extends { name: string; transport: string }> {
  id: Config["transport"];
  /** The name labels and messages use (`Streamable HTTP`, `SSE`, `stdio`). */
  name: string;
  /** A session server's configuration on this transport (`POST /api/sessions`' `servers`). */
  schema: z.ZodObject<z.ZodRawShape>;
  /** Whether Loupe starts a process for it (so it has stderr and an exit, and a process id). */
  spawnsProcess: boolean;
  /** Whether it is Loupe's own, reached in-process: needs no token, has no secrets, not listed. */
  builtIn: boolean;
  /** The fields of its configuration besides name, transport and timeouts, in written order. */
  fields: readonly string[];
  /** Those of `fields` that may be left out, which an edit removes by sending `null`. */
  optionalFields: readonly string[];
  /** The maps of `fields` whose values may be secrets, each with the field marking them. */
  secretFields: SecretFields;
  /** How it is reached, as the system prompt and the pages say it (`stdio: npx -y …`). */
  summary(config: Config): string;
  /** Where the server is in a few words: its url, or its command line. */
  target(config: Config): string;
  /** The configuration with every secret `[redacted]` (see `secret-fields.ts`). */
  redact<Server extends Config>(server: Server): Server;
  /** The secret parts of the configuration, unredacted, for masking them in what servers say. */
  secrets(config: Config): string[];
  /** Present when a person can list a server on it (`GET /api/servers`). */
  listing: TransportListing<Config> | undefined;
}
