import { remoteConnector } from "./remote-connector";

/** Connects to a server over Streamable HTTP. */
export const streamableHttpConnector = remoteConnector("streamable-http");
