import type { Locator } from "@playwright/test";

/**
 * WCAG 1.4.11: the contrast of a form control's border against what touches it, its own
 * background inside and the background around it, as the browser renders them. axe-core
 * checks text contrast only, so non-text contrast is measured here.
 */
export function borderContrast(control: Locator): Promise<{ inside: number; outside: number }> {
  return control.evaluate((element) => {
    // A 1x1 canvas turns any CSS colour (rgb, oklab, color-mix) into sRGB bytes.
    const context = document.createElement("canvas").getContext("2d", {
      willReadFrequently: true,
    });
    if (!context) throw new Error("no canvas");
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255];
    };
    // Backgrounds composited from the page down to (and including) `from`.
    const background = (from: Element | null) => {
      const layers: string[] = [];
      for (let node = from; node; node = node.parentElement) {
        layers.unshift(getComputedStyle(node).backgroundColor);
      }
      return layers.reduce<[number, number, number]>(
        (below, css) => {
          const [r, g, b, a] = rgba(css);
          return [
            r * a + below[0] * (1 - a),
            g * a + below[1] * (1 - a),
            b * a + below[2] * (1 - a),
          ];
        },
        [255, 255, 255],
      );
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value = 0) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    };
    const inside = background(element);
    const [r, g, b, a] = rgba(getComputedStyle(element).borderTopColor);
    const border = [r, g, b].map((value, index) => value * a + (inside[index] ?? 0) * (1 - a));
    return {
      inside: ratio(border, inside),
      outside: ratio(border, background(element.parentElement)),
    };
  });
}
