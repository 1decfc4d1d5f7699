import { gunzipSync, gzipSync } from "node:zlib";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { compressPieces, splicedGzip, splicedPlain } from "./gzip-splice";

describe("spliced gzip", () => {
  test.prop([
    fc.array(fc.string({ unit: "binary", maxLength: 3000 }), { minLength: 1, maxLength: 8 }),
    fc.uint8Array({ maxLength: 40 }),
  ])("decompresses to the pieces joined by the insert, whatever they hold", (pieces, bytes) => {
    const insert = Buffer.from(bytes);
    const spliced = compressPieces(
      pieces.map((piece) => Buffer.from(piece)),
      insert.length,
    );
    const expected = Buffer.concat(
      pieces.flatMap((piece, i) => (i === 0 ? [Buffer.from(piece)] : [insert, Buffer.from(piece)])),
    );
    expect(gunzipSync(splicedGzip(spliced, insert))).toEqual(expected);
    expect(splicedPlain(spliced, insert)).toEqual(expected);
  });

  it("still refers back across inserts, so a page with many nonces stays as small as plain gzip", () => {
    const page = `<html>${'<script nonce="N">x()</script><p>Managed security</p>'.repeat(200)}</html>`;
    const nonce = Buffer.from("k3Jq9T0fUaJ1b2c3d4e5fw==");
    const spliced = compressPieces(
      page.split("N").map((piece) => Buffer.from(piece)),
      nonce.length,
    );
    const plain = gzipSync(page.replaceAll("N", nonce.toString()), { level: 9 }).length;
    // Each insert costs its stored block and a flush (34 bytes); the text stays compressed.
    expect(splicedGzip(spliced, nonce).length).toBeLessThan(plain + 200 * 40);
    expect(splicedGzip(spliced, nonce).length - 200 * 34).toBeLessThan(page.length / 10);
  });

  it("refuses an insert of another length than the one it was made for", () => {
    const spliced = compressPieces([Buffer.from("a"), Buffer.from("b")], 24);
    expect(() => splicedGzip(spliced, Buffer.alloc(23))).toThrow(RangeError);
    expect(() => compressPieces([Buffer.from("a")], 70_000)).toThrow(RangeError);
  });
});
