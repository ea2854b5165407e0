import { remoteTransport } from "./remote-transport";

/** A server reached over Streamable HTTP at `url`, with optional custom headers. */
export const streamableHttpTransport = remoteTransport({
  id: "streamable-http",
  name: "Streamable HTTP",
  label: "Streamable HTTP",
  position: 1,
  urlPlaceholder: "http://127.0.0.1:3001/mcp",
  clientTypes: ["http", "streamable-http", "streamableHttp", "streamable_http"],
});
