import { expect, it } from "vitest";
import { acceptsGzip } from "./accept-encoding";

it.each([
  [undefined, false],
  ["", false],
  ["br", false],
  ["gzip, deflate, br, zstd", true],
  ["GZIP", true],
  ["x-gzip", true],
  ["*", true],
  ["br;q=1.0, gzip;q=0.8", true],
  ["gzip;q=0", false],
  ["gzip; q=0.0, br", false],
  ["identity", false],
])("Accept-Encoding %j takes gzip: %s", (header, expected) => {
  expect(acceptsGzip(header)).toBe(expected);
});
