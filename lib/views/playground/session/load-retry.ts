const retryDelaysMs = [1_000, 3_000, 10_000];

/**
 * How long to wait before loading again after `failures` failed loads in a row, the last one
 * answered with HTTP `status` (0: the network). Undefined once the retries are spent, and for
 * answers a retry cannot change: a 4xx (no such session, no token) needs the person, not time.
 */
export function loadRetryDelay(failures: number, status: number): number | undefined {
  if (failures < 1 || (status >= 400 && status < 500)) return undefined;
  return retryDelaysMs[failures - 1];
}
