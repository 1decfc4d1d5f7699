export interface CallOptions {
  /** The client address the server sees (it runs with TRUST_PROXY=loopback). */
  ip?: string;
  headers?: Record<string, string>;
}

/**
 * A browser-like client of real server processes over HTTP: one cookie jar, whichever
 * instance it calls, and a same-origin Origin header on each call (the CSRF rule).
 */
export function httpClient() {
  const jar = new Map<string, string>();
  return {
    jar,
    async call(
      origin: string,
      method: "GET" | "POST" | "PUT" | "DELETE",
      url: string,
      body?: object,
      options: CallOptions = {},
    ): Promise<Response> {
      const headers: Record<string, string> = { origin, ...options.headers };
      if (options.ip) headers["x-forwarded-for"] = options.ip;
      if (jar.size > 0) {
        headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
      }
      if (body) headers["content-type"] = "application/json";
      const res = await fetch(`${origin}${url}`, {
        method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
        redirect: "manual",
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === "") jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    },
  };
}

export type HttpClient = ReturnType<typeof httpClient>;

/** Signs `username` in on the instance at `origin`; throws unless it worked. */
export async function signIn(
  client: HttpClient,
  origin: string,
  admin: { username: string; password: string },
): Promise<void> {
  const res = await client.call(origin, "POST", "/api/auth/login", admin);
  if (res.status !== 200) throw new Error(`sign-in failed (${res.status}): ${await res.text()}`);
}
