/** The answer's bytes as the capture's recorder reads them, fed by the proxy as they pass. */
export interface RecordingFeed {
  /** The stream the recorder reads. */
  stream: ReadableStream<Uint8Array>;
  push(bytes: Uint8Array): void;
  close(): void;
  fail(error: unknown): void;
}

/**
 * A stream the proxy pushes each read of the answer into as it passes it to the client. The
 * recorder may stop reading (past the recorded limit, or once it has what it needs); from then
 * on pushes are dropped, so the client's stream never waits for the recording.
 */
export function createRecordingFeed(): RecordingFeed {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
    cancel() {
      open = false;
    },
  });
  const ifOpen = (act: (target: ReadableStreamDefaultController<Uint8Array>) => void) => {
    if (!open || !controller) return;
    try {
      act(controller);
    } catch {
      open = false;
    }
  };
  return {
    stream,
    push: (bytes) => ifOpen((target) => target.enqueue(bytes)),
    close: () =>
      ifOpen((target) => {
        open = false;
        target.close();
      }),
    fail: (error) =>
      ifOpen((target) => {
        open = false;
        target.error(error);
      }),
  };
}
