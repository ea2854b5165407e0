/**
 * The parts of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) an export writes: every
 * field the spec requires, and `_`-prefixed custom fields where Loupe knows more.
 */

/** A header, query parameter or cookie as HAR lists them. */
export interface HarNameValue {
  name: string;
  value: string;
}

/** `log.entries[].request`. */
export interface HarRequest {
  method: string;
  url: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  queryString: HarNameValue[];
  postData?: { mimeType: string; text: string; comment?: string };
  /** -1: the head's size is not recorded. */
  headersSize: -1;
  bodySize: number;
}

/** `log.entries[].response`. */
export interface HarResponse {
  status: number;
  statusText: string;
  httpVersion: string;
  cookies: HarNameValue[];
  headers: HarNameValue[];
  content: {
    size: number;
    mimeType: string;
    text?: string;
    encoding?: "base64";
    comment?: string;
  };
  redirectURL: string;
  headersSize: -1;
  bodySize: number;
  /** Why no answer came (the upstream could not be reached), as Chrome's DevTools writes it. */
  _error?: string;
}

/** `log.entries[]`: one proxied exchange. */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: HarRequest;
  response: HarResponse;
  cache: Record<string, never>;
  timings: {
    blocked: -1;
    dns: -1;
    connect: -1;
    ssl: -1;
    send: number;
    wait: number;
    receive: number;
  };
  /** The capture it was exported from (a captures export). */
  _captureId?: string;
  /** The session and turn it was recorded in (a session's export). */
  _sessionId?: string;
  _turn?: number;
  /** For an MCP exchange: the server's name. */
  _serverId?: string;
}

/** What `log` holds besides its entries. */
export interface HarLogHead {
  version: "1.2";
  creator: { name: string; version: string };
}
