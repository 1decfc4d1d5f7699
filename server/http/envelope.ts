import type { Envelope, FieldErrors, Pagination } from "@shared/api/envelope";

export function ok<T>(
  data: T,
  extra: { message?: string; pagination?: Pagination } = {},
): Envelope<T> {
  return { data, success: true, timestamp: new Date().toISOString(), ...extra };
}

export function failure(message: string, errors?: FieldErrors): Envelope<null> {
  return {
    data: null,
    success: false,
    message,
    timestamp: new Date().toISOString(),
    ...(errors ? { errors } : {}),
  };
}
