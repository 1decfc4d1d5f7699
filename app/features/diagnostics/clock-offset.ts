/**
 * How far the server's clock is ahead of the browser's (negative: behind), from one ping:
 * the server stamped `serverTime` somewhere between `sentAt` and `receivedAt` (browser
 * clock), best guessed as the midpoint, so the error is at most half the round trip.
 */
export function clockOffset(sample: { sentAt: number; receivedAt: number; serverTime: number }): {
  offsetMs: number;
  roundTripMs: number;
} {
  const roundTripMs = sample.receivedAt - sample.sentAt;
  return {
    offsetMs: Math.round(sample.serverTime - (sample.sentAt + roundTripMs / 2)),
    roundTripMs: Math.round(roundTripMs),
  };
}
