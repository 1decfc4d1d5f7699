import { isIPv4, isIPv6 } from "node:net";

export type ThrottleScope = "account" | "ip";

/** Failures older than this are forgotten: no lockout outlives it. */
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_MINUTE = 10;
/** Tries allowed before delays start; an office behind one address gets more room. */
const FREE_FAILURES: Record<ThrottleScope, number> = { account: 3, ip: 10 };
const BASE_DELAY_MS = 1000;
/** The longest wait an attacker can impose on a real user between two tries. */
export const MAX_DELAY_MS = 60_000;

/**
 * How long the next try must wait, given the failure times (ms) inside the window: delays
 * double after the free tries (1 s, 2 s, 4 s ... capped at a minute), and never more than
 * ten failures fit in any minute.
 */
export function retryAfterMs(failures: readonly number[], now: number, scope: ThrottleScope) {
  const recent = failures.filter((at) => now - at < THROTTLE_WINDOW_MS).sort((a, b) => b - a);
  const [latest] = recent;
  if (latest === undefined) return 0;
  const free = FREE_FAILURES[scope];
  let until = 0;
  if (recent.length >= free) {
    until = latest + Math.min(BASE_DELAY_MS * 2 ** (recent.length - free), MAX_DELAY_MS);
  }
  const lastMinute = recent.filter((at) => now - at < 60_000);
  const oldestCounted = lastMinute[MAX_FAILURES_PER_MINUTE - 1];
  if (oldestCounted !== undefined) until = Math.max(until, oldestCounted + 60_000);
  return Math.max(0, until - now);
}

/** The eight 16-bit groups of an IPv6 address ("::" expanded, a dotted IPv4 tail split). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string | undefined) =>
    part
      ? part.split(":").flatMap((piece) => {
          if (!piece.includes(".")) return [Number.parseInt(piece, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = piece.split(".").map(Number);
          return [a * 256 + b, c * 256 + d];
        })
      : [];
  const [head, tail] = address.split("::");
  const left = parse(head);
  const right = parse(tail);
  const gap = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<number>(gap).fill(0), ...right];
}

/**
 * The per-address throttle key. An IPv6 client usually holds a whole /64 and can pick any
 * address in it, so IPv6 addresses count by that prefix; IPv4-mapped ones count as IPv4.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, "");
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const prefix = ipv6Groups(address.toLowerCase()).slice(0, 4);
  return `${prefix.map((group) => group.toString(16)).join(":")}::/64`;
}
