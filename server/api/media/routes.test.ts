import {
  MEDIA_MAX_BYTES,
  MEDIA_TOO_LARGE,
  MEDIA_TOO_MANY_PIXELS,
  MEDIA_WRONG_TYPE,
} from "@shared/media/media";
import { and, eq } from "drizzle-orm";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Client, cookieHeader, ORIGIN, signedIn } from "../../../tests/setup/auth";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditLog } from "../../db/schema/audit";
import { mediaVariants } from "../../db/schema/media";

const url = "/api/admin/media";
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedIn(t)).browser;
});
afterAll(() => t.close());

/** A picture no other test makes: its colour comes from a counter, so its hash is new. */
let colour = 0;
function picture(width: number, height: number) {
  colour += 1;
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: colour % 256, g: (colour * 7) % 256, b: 90 },
    },
  });
}

function upload(body: Buffer | string, contentType: string, as: Client = admin) {
  return t.app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, cookie: cookieHeader(as.jar), "content-type": contentType },
    payload: body,
  });
}

async function expectRefused(body: Buffer | string, contentType: string) {
  const res = await upload(body, contentType);
  expect(res.statusCode, res.body).toBe(415);
  expect(res.json()).toMatchObject({ success: false, message: MEDIA_WRONG_TYPE });
}

describe("POST /api/admin/media", () => {
  it("is 401 signed out and 403 for staff", async () => {
    const png = await picture(20, 20).png().toBuffer();
    const anonymous = await t.app.inject({
      method: "POST",
      url,
      headers: { origin: ORIGIN, "content-type": "image/png" },
      payload: png,
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = (await signedIn(t, { role: "staff" })).browser;
    expect((await upload(png, "image/png", staff)).statusCode).toBe(403);
  });

  it("accepts a JPEG, a PNG and a WebP, and answers its id, path and size", async () => {
    for (const [type, encode] of [
      ["image/jpeg", (image: Sharp) => image.jpeg()],
      ["image/png", (image: Sharp) => image.png()],
      ["image/webp", (image: Sharp) => image.webp()],
    ] as const) {
      const res = await upload(await encode(picture(640, 360)).toBuffer(), type);
      expect(res.statusCode, res.body).toBe(200);
      const { id, url: path, width, height } = res.json().data;
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect({ path, width, height }).toEqual({ path: `/media/${id}`, width: 640, height: 360 });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });

  it("stores WebP variants at the served widths up to the original, and audits the upload", async () => {
    const res = await upload(await picture(1000, 500).jpeg().toBuffer(), "image/jpeg");
    const { id } = res.json().data;
    const rows = await t.db
      .select({ width: mediaVariants.width, height: mediaVariants.height })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, id))
      .orderBy(mediaVariants.width);
    expect(rows).toEqual([
      { width: 160, height: 80 },
      { width: 480, height: 240 },
      { width: 960, height: 480 },
    ]);
    const audit = await t.db
      .select({ event: auditLog.event })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "media"), eq(auditLog.targetId, id)));
    expect(audit).toEqual([{ event: "media.uploaded" }]);
  });

  it("keeps an image narrower than every served width at its own width", async () => {
    const { id } = (await upload(await picture(100, 50).png().toBuffer(), "image/png")).json().data;
    const variants = await t.db
      .select({ width: mediaVariants.width })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, id));
    expect(variants).toEqual([{ width: 100 }]);
    const served = await t.app.inject({ method: "GET", url: `/media/${id}/480.webp` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(100);
  });

  it("answers the same id for the same file, storing it once", async () => {
    const png = await picture(300, 200).png().toBuffer();
    const first = (await upload(png, "image/png")).json().data;
    const again = await upload(png, "image/png");
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, first.id));
    expect(audit).toHaveLength(1);
  });

  it("decides the type from the bytes: a PNG labelled image/jpeg is stored as a PNG", async () => {
    const res = await upload(await picture(200, 200).png().toBuffer(), "image/jpeg");
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.repositories.media.variant(res.json().data.id, 160);
    expect(row?.width).toBe(160);
  });

  it("turns a photo as its EXIF orientation says and drops its metadata", async () => {
    const photo = await picture(400, 200).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const res = await upload(photo, "image/jpeg");
    expect(res.json().data).toMatchObject({ width: 200, height: 400 });
    const served = await t.app.inject({
      method: "GET",
      url: `/media/${res.json().data.id}/160.webp`,
    });
    const metadata = await sharp(served.rawPayload).metadata();
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 160, height: 320 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it("refuses a GIF, an SVG, text, a corrupt file and an empty body with 415", async () => {
    await expectRefused(await picture(20, 20).gif().toBuffer(), "image/gif");
    await expectRefused(await picture(20, 20).gif().toBuffer(), "image/png");
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';
    await expectRefused(svg, "image/svg+xml");
    await expectRefused(svg, "image/png");
    await expectRefused("just some text", "image/jpeg");
    const jpeg = await picture(300, 300).jpeg().toBuffer();
    await expectRefused(jpeg.subarray(0, 200), "image/jpeg");
    await expectRefused(Buffer.alloc(0), "image/png");
  });

  it("refuses a small file that claims more than 40 megapixels with 413, before decoding it", async () => {
    // One colour compresses to almost nothing: a few KB that would decode to 160 MB.
    const bomb = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: "#123456" },
    })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_MAX_BYTES);
    const res = await upload(bomb, "image/png");
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: MEDIA_TOO_MANY_PIXELS });
  });

  it("refuses a file over 5 MB with 413", async () => {
    const res = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 1), "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: MEDIA_TOO_LARGE });
  });
});

describe("GET /media/{id}/{width}.webp", () => {
  it("serves a variant cached for a year, with an ETag, and 304 when unchanged", async () => {
    const { id } = (await upload(await picture(800, 400).png().toBuffer(), "image/png")).json()
      .data;
    const res = await t.app.inject({ method: "GET", url: `/media/${id}/480.webp` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    });
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      method: "GET",
      url: `/media/${id}/480.webp`,
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    // Wider than the image: its widest variant.
    const wide = await t.app.inject({ method: "GET", url: `/media/${id}/1600.webp` });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(480);
    const bare = await t.app.inject({ method: "GET", url: `/media/${id}` });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe(`/media/${id}/480.webp`);
  });

  it("is 404 for an unknown id or width", async () => {
    const { id } = (await upload(await picture(200, 100).png().toBuffer(), "image/png")).json()
      .data;
    for (const path of [
      `/media/${"0".repeat(64)}/160.webp`,
      `/media/${id}/170.webp`,
      `/media/${id}/160.png`,
      `/media/${"0".repeat(64)}`,
      "/media/not-a-hash/160.webp",
    ]) {
      expect((await t.app.inject({ method: "GET", url: path })).statusCode, path).toBe(404);
    }
  });
});
