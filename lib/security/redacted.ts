/**
 * What stands in for a secret wherever one would show: a credential header in events and logs,
 * a stored key or secret value in the API's answers and exports. Sent back as it is, it keeps the
 * stored secret. It imports nothing, so the page may import it too.
 */
export const REDACTED = "[redacted]";
