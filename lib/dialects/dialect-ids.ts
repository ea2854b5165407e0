/** Every dialect a session can use (docs/architecture.md); the API validates against this list. */
export const DIALECT_IDS = ["xml", "native", "react-text", "json"] as const;

/** How the host and the model agree to talk. */
export type DialectId = (typeof DIALECT_IDS)[number];

/** The dialect a new session or an imported capture uses when none is chosen. */
export const DEFAULT_DIALECT_ID: DialectId = "xml";
