import { DEFAULT_MAX_RESPONSE_BYTES } from "@/lib/llm/stream-model";

/**
 * Largest request body a capture records (8 MiB, a long agent context several times over); the
 * rest is still sent upstream, and the capture says the request was cut and its whole size.
 */
export const MAX_RECORDED_REQUEST_BYTES = 8 * 1024 * 1024;

/**
 * Largest answer a capture records (16 MiB, what a playground turn reads); past it the capture
 * stops recording and says the answer was cut and its whole size, while the client keeps
 * receiving every byte.
 */
export const MAX_RECORDED_RESPONSE_BYTES = DEFAULT_MAX_RESPONSE_BYTES;
