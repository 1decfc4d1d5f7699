import { describe, expect, it } from "vitest";
import { imageSources } from "./media-url";

const id = "a".repeat(64);

describe("imageSources", () => {
  it("gives an upload every served width, with the displayed size", () => {
    expect(imageSources(`/media/${id}`, "48px")).toEqual({
      src: `/media/${id}/480.webp`,
      srcSet: [160, 480, 960, 1600].map((w) => `/media/${id}/${w}.webp ${w}w`).join(", "),
      sizes: "48px",
    });
  });

  it("leaves a shipped file, or anything else, as it is", () => {
    expect(imageSources("/images/blog/cover.svg", "48px")).toEqual({
      src: "/images/blog/cover.svg",
    });
    expect(imageSources(`/media/${id}/160.webp`)).toEqual({ src: `/media/${id}/160.webp` });
    expect(imageSources("")).toEqual({ src: "" });
  });
});
