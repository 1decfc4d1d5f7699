import { Writable } from "node:stream";

/** Logger options for `createTestApp` that collect every log line, to assert what is logged. */
export function capturedLogs(level = "info") {
  const lines: string[] = [];
  const logger = {
    level,
    stream: new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  };
  return { lines, logger };
}
