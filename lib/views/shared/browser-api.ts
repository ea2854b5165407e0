import { createApiClient } from "./api-client";

/** The API client the browser uses: same-origin `fetch`, so the token cookie goes along. */
export const browserApi = createApiClient((input, init) => globalThis.fetch(input, init));
