import type { JsonPath } from "@/lib/views/inspector/forms/json-path";
import type { SchemaIssue } from "@/lib/views/inspector/forms/json-schema-check";
import type { JsonSchema } from "@/lib/views/inspector/forms/schema-form-ref";

/** What each field of a generated form gets: its schema, its value and where it sits in the whole. */
export interface SchemaFieldProps {
  schema: JsonSchema | undefined;
  /** The whole schema, for `$ref`s. */
  root: JsonSchema;
  value: unknown;
  path: JsonPath;
  /** Its property name, when it is one. */
  name?: string;
  required?: boolean;
  /** Sets the value at `path` in the whole form value (`undefined` removes an object key). */
  onChange: (path: JsonPath, next: unknown) => void;
  /** Every issue of the whole value; a field shows those at its own path. */
  issues: SchemaIssue[];
  depth: number;
  /** What the top-level object says when it has no properties (a tool's "no arguments" by default). */
  emptyText?: string;
}
