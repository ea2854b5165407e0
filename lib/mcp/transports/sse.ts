import { remoteTransport } from "./remote-transport";

/** A server reached over the legacy HTTP+SSE transport at `url`, with optional custom headers. */
export const sseTransport = remoteTransport({
  id: "sse",
  name: "SSE",
  label: "SSE (legacy)",
  position: 2,
  urlPlaceholder: "http://127.0.0.1:3001/sse",
  clientTypes: ["sse"],
});
