import sharp from "sharp";
import { expect } from "vitest";
import { cookieHeader, ORIGIN } from "./auth";
import type { TestApp } from "./test-app";

/**
 * Uploads a PNG of one colour through POST /api/admin/media as the signed-in `jar`; a new
 * colour is a new file (uploads are keyed by their hash). Answers the upload's id and path.
 */
export async function uploadImage(
  t: TestApp,
  jar: Record<string, string>,
  { width = 40, height = 30, red = 14 }: { width?: number; height?: number; red?: number } = {},
): Promise<{ id: string; url: string }> {
  const png = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: 116, b: 144 } },
  })
    .png()
    .toBuffer();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/media",
    headers: { origin: ORIGIN, cookie: cookieHeader(jar), "content-type": "image/png" },
    payload: png,
  });
  expect(res.statusCode, res.body).toBe(200);
  const { id, url } = res.json().data;
  return { id, url };
}
