import { remoteConnector } from "./remote-connector";

/** Connects to a server over the legacy HTTP+SSE transport. */
export const sseConnector = remoteConnector("sse");
