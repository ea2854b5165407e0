/**
 * Calls Loupe's route handlers in-process, the way a script would call the HTTP API, for
 * integration tests without a server. Requests carry the test token unless told otherwise.
 */
export const TEST_TOKEN = "test-token";

type Handler<Params> = (
  request: Request,
  context: { params: Promise<Params> },
) => Promise<Response>;

/** Builds a request to `path` on a local origin with the bearer token and a JSON body. */
export function apiRequest(
  path: string,
  {
    method = "GET",
    body,
    token = TEST_TOKEN,
    headers = {},
  }: {
    method?: string;
    body?: unknown;
    token?: string | null;
    headers?: Record<string, string>;
  } = {},
): Request {
  const allHeaders: Record<string, string> = { ...headers };
  if (token !== null) allHeaders.authorization = `Bearer ${token}`;
  let requestBody: string | undefined;
  if (body !== undefined || method !== "GET") allHeaders["content-type"] ??= "application/json";
  if (body !== undefined) {
    requestBody = typeof body === "string" ? body : JSON.stringify(body);
  }
  return new Request(`http://127.0.0.1:3000${path}`, {
    method,
    headers: allHeaders,
    body: requestBody,
  });
}

/** Calls a route handler with path params and returns the status and parsed JSON body. */
export async function call<Params, Body = ApiBody>(
  handler: Handler<Params>,
  request: Request,
  params: Params,
): Promise<{ status: number; body: Body }> {
  const response = await handler(request, { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

/** The loose shape tests read answers through: a success body or the error shape. */
export interface ApiBody {
  error?: { code: string; message: string };
  [field: string]: unknown;
}
