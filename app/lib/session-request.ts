import { apiData, apiRequest, type RequestOptions } from "./api-client";

type SessionOptions = Omit<RequestOptions, "sessionId">;

/**
 * Seed 001 §4/§7: the shared request functions, wrapped so that every call carries the
 * X-SB-Session header of `sessionId` (none while the session is not established).
 */
export function withSession(sessionId: string | null) {
  const bound = (options: SessionOptions = {}): RequestOptions =>
    sessionId ? { ...options, sessionId } : options;
  return {
    sessionId,
    apiRequest: <T = unknown>(url: string, options?: SessionOptions) =>
      apiRequest<T>(url, bound(options)),
    apiData: <T>(url: string, options?: SessionOptions) => apiData<T>(url, bound(options)),
  };
}

export type SessionRequests = ReturnType<typeof withSession>;
