import type { EventEmitter } from "node:events";

/**
 * Said on `process` once the server listens. The compiled server's launcher (decision 041)
 * then stores V8's code cache for the next start: after the start, so that it holds the code
 * the start compiled and costs the start nothing. `process`, because the launcher and the
 * bundle it runs share nothing else.
 */
const SERVER_LISTENING = "sentinel:listening";
// Node's typings list only its own process events.
const channel = process as unknown as EventEmitter;

export function announceListening(): void {
  channel.emit(SERVER_LISTENING);
}

export function onceListening(listener: () => void): void {
  channel.once(SERVER_LISTENING, listener);
}
