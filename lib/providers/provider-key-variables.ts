/**
 * The provider key variables Loupe documents; a provider's `apiKeyEnv` names one of these or a
 * `LOUPE_KEY_<NAME>` of the person's own, so no other variable of Loupe's environment (a
 * `GITHUB_TOKEN`, an `AWS_SECRET_ACCESS_KEY`) can be sent to a base URL.
 */
export const PROVIDER_KEY_VARIABLES = [
  "OPENAI_API_KEY",
  "ANTHROPIC_API_KEY",
  "OPENROUTER_API_KEY",
  "DEEPSEEK_API_KEY",
  "GEMINI_API_KEY",
] as const;

const ownKeyVariable = /^LOUPE_KEY_[A-Z0-9][A-Z0-9_]*$/;

/** Whether a provider may read its key from the variable `name` (see {@link PROVIDER_KEY_VARIABLES}). */
export function isProviderKeyVariable(name: string): boolean {
  return (PROVIDER_KEY_VARIABLES as readonly string[]).includes(name) || ownKeyVariable.test(name);
}

/** What a key variable must be, in words, for error messages: "must be …". */
export const PROVIDER_KEY_VARIABLE_RULE = `must be one of ${PROVIDER_KEY_VARIABLES.join(", ")}, or LOUPE_KEY_<NAME> (upper-case letters, digits and _) for any other key, e.g. LOUPE_KEY_GATEWAY`;
