import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id (the library's default algorithm) with its defaults m=19 MiB, t=2, p=1: the
 * OWASP minimum, about 30-60 ms here.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Unknown usernames are verified against a throwaway hash so they cost as much time as a
 * wrong password: the answer's timing must not tell which usernames exist.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hash(`dummy-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
  return false;
}
