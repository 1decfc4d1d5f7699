import { isIP } from "node:net";

/**
 * TRUST_PROXY (decision 044): which X-Forwarded-* headers to believe. `false`: none. A hop
 * count: that many proxies in front of the server, so the client is the address the nearest
 * one added. A list: the proxies' own addresses, CIDR ranges or proxy-addr's names; the
 * client is the nearest address outside them.
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges (Fastify hands the list to it). */
const NAMED_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

const REFUSED_TRUE =
  "true would trust any X-Forwarded-For a client sends (every per-client limit bypassed, a made-up IP stored as evidence): give the number of proxies in front of the server (TRUST_PROXY=1 for one load balancer) or their addresses (TRUST_PROXY=10.0.0.0/8)";

const REFUSED_EVERYONE =
  "a range holding every address trusts any X-Forwarded-For a client sends: give the proxies' own address range (TRUST_PROXY=10.0.0.0/8) or the number of proxies (TRUST_PROXY=1)";

function entryError(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) {
    return `"${entry}" is not an IP address, a CIDR range (10.0.0.0/8) or one of loopback, linklocal, uniquelocal`;
  }
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
  const max = version === 4 ? 32 : 128;
  if (!(bits >= 0 && bits <= max)) return `"${entry}": the prefix length must be 0-${max}`;
  if (bits === 0) return REFUSED_EVERYONE;
  return undefined;
}

/** The setting, or why the value is refused (the message names what to write instead). */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0" || text === "no") return false;
  if (text === "true" || text === "yes" || text === "on" || text === "*") {
    return { error: REFUSED_TRUE };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? hops : { error: "a hop count above 10 is surely a mistake" };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const error = entry === "" ? "an empty entry in the list" : entryError(entry);
    if (error) return { error };
  }
  return entries;
}

/**
 * The form Fastify's `trustProxy` takes. A hop count becomes a function: Fastify 5.12 takes a
 * bare number as "trust nothing" (it cannot check the nearest peer), which would silently
 * undo the setting. With a count, X-Forwarded-Host and -Proto are believed from any peer, so
 * instances must be reachable only through the balancer (the README says so).
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") {
    if (setting === 0) return false;
    return (_address, hop) => hop < setting;
  }
  return setting;
}
