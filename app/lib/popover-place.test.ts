import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type Placement, placePopover } from "./popover-place";

const padding = { top: 80, right: 12, bottom: 12, left: 12 };
const left: Placement = { side: "left", align: "start", gap: 6, padding };
const bottomEnd: Placement = { side: "bottom", align: "end", gap: 6, padding };
const size = { width: 320, height: 200 };
const desktop = { width: 1440, height: 900 };
const phone = { width: 360, height: 740 };

describe("placePopover", () => {
  it("puts a left popover to the button's left, tops aligned", () => {
    const anchor = { top: 300, left: 1000, width: 36, height: 36 };
    expect(placePopover(anchor, size, desktop, left)).toEqual({ top: 300, left: 674 });
  });

  it("flips to the right, then below, when the left has no room", () => {
    const nearLeftEdge = { top: 300, left: 100, width: 36, height: 36 };
    expect(placePopover(nearLeftEdge, size, desktop, left)).toEqual({ top: 300, left: 142 });
    const onPhone = { top: 300, left: 300, width: 36, height: 36 };
    expect(placePopover(onPhone, size, phone, left)).toEqual({ top: 342, left: 28 });
  });

  it("puts a bottom popover below, right edges aligned, and above when below has no room", () => {
    const anchor = { top: 300, left: 900, width: 120, height: 36 };
    expect(placePopover(anchor, size, desktop, bottomEnd)).toEqual({ top: 342, left: 700 });
    const low = { top: 800, left: 900, width: 120, height: 36 };
    expect(placePopover(low, size, desktop, bottomEnd)).toEqual({ top: 594, left: 700 });
  });

  test.prop([
    fc.record({
      top: fc.integer({ min: -500, max: 2000 }),
      left: fc.integer({ min: 0, max: 1400 }),
      width: fc.integer({ min: 20, max: 200 }),
      height: fc.integer({ min: 20, max: 60 }),
    }),
    fc.constantFrom(phone, desktop, { width: 768, height: 1024 }),
    fc.constantFrom(left, bottomEnd),
  ])("a popover that fits the viewport stays inside it, under the header", (anchor, view, how) => {
    const fitting = { width: Math.min(size.width, view.width - 32), height: size.height };
    const { top, left: x } = placePopover(anchor, fitting, view, how);
    expect(x).toBeGreaterThanOrEqual(padding.left);
    expect(x + fitting.width).toBeLessThanOrEqual(view.width - padding.right);
    expect(top).toBeGreaterThanOrEqual(padding.top);
    expect(top + fitting.height).toBeLessThanOrEqual(view.height - padding.bottom);
  });
});
