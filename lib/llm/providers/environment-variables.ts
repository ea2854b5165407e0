import type { Environment } from "@/lib/llm/provider-config";
import type { ProviderRecord } from "@/lib/providers/provider-record";

/** A variable's value, trimmed; undefined when it is unset or blank. */
export function setting(env: Environment, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** The model names of a comma-separated variable, trimmed, without blanks or repeats; none when empty. */
export function modelNames(env: Environment, name: string): string[] | undefined {
  const names = [
    ...new Set(
      (setting(env, name) ?? "")
        .split(",")
        .map((model) => model.trim())
        .filter((model) => model !== ""),
    ),
  ];
  return names.length > 0 ? names : undefined;
}

/** The fields of an environment provider, any of the optional ones possibly undefined. */
export type EnvironmentProviderFields = {
  [Field in keyof Omit<ProviderRecord, "id" | "source">]: ProviderRecord[Field] | undefined;
} & Pick<ProviderRecord, "name" | "kind" | "baseUrl">;

/** An environment provider's record: its base URL without a trailing slash, unset fields left out. */
export function environmentProvider(id: string, fields: EnvironmentProviderFields): ProviderRecord {
  const cleaned = Object.fromEntries(
    Object.entries({ ...fields, baseUrl: fields.baseUrl.replace(/\/+$/, "") }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Omit<ProviderRecord, "id" | "source">;
  return { id, source: "environment", ...cleaned };
}
