/**
 * The Host check (decision 044): with PUBLIC_URL set, a request must name PUBLIC_URL's host
 * and port. A request for another name (a DNS name pointed at the server, a Host header made
 * up by a client) is answered 421 Misdirected Request, so nothing it causes (a link in an
 * e-mail, a cached page) can carry another site's name. On a laptop (PUBLIC_URL on a loopback
 * name) every loopback name with the same port is accepted: localhost:3000 and
 * 127.0.0.1:3000 are the same server there.
 */

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
const DEFAULT_PORT: Record<string, string> = { "http:": "80", "https:": "443" };

export const MISDIRECTED = "This server does not answer for that host name.";

/** `host:port` of an authority (a Host header), lower case, the port always written out. */
function authority(value: string, defaultPort: string): { name: string; port: string } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:/[\]@]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match?.[1]) return null;
  return { name: match[1].toLowerCase(), port: match[2] ?? defaultPort };
}

/**
 * A check of the host a request names against PUBLIC_URL; undefined without PUBLIC_URL
 * (development and tests: production does not start without it).
 */
export function publicHostCheck(
  publicUrl: string | undefined,
): ((host: string | undefined) => boolean) | undefined {
  if (!publicUrl) return undefined;
  const url = new URL(publicUrl);
  const defaultPort = DEFAULT_PORT[url.protocol] ?? "80";
  const expected = { name: url.hostname.toLowerCase(), port: url.port || defaultPort };
  const loopback = LOOPBACK.has(expected.name);
  return (host) => {
    if (!host) return false;
    const given = authority(host, defaultPort);
    if (!given || given.port !== expected.port) return false;
    return given.name === expected.name || (loopback && LOOPBACK.has(given.name));
  };
}
