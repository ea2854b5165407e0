/** Stands in for `server-only` under Vitest, where every module runs on the server anyway. */
export {};
