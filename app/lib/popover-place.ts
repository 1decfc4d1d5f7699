/**
 * Where an explanation popover goes beside its button (decision 080): on the preferred side,
 * else on the opposite one, else below or above, always kept `padding` inside the viewport
 * (its top padding clears the site's fixed header). Pure, so it is tested without a browser.
 */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  side: "left" | "bottom";
  align: "start" | "end";
  gap: number;
  padding: { top: number; right: number; bottom: number; left: number };
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(Math.max(value, low), Math.max(low, high));

export function placePopover(
  anchor: Box,
  size: { width: number; height: number },
  viewport: { width: number; height: number },
  { side, align, gap, padding }: Placement,
): { top: number; left: number } {
  const minLeft = padding.left;
  const maxLeft = viewport.width - padding.right - size.width;
  const minTop = padding.top;
  const maxTop = viewport.height - padding.bottom - size.height;
  const below = anchor.top + anchor.height + gap;
  const above = anchor.top - gap - size.height;
  const vertical = below <= maxTop || above < minTop ? below : above;
  const alignedLeft = align === "start" ? anchor.left : anchor.left + anchor.width - size.width;
  if (side === "left") {
    const left = anchor.left - gap - size.width;
    const right = anchor.left + anchor.width + gap;
    const alignedTop = align === "start" ? anchor.top : anchor.top + anchor.height - size.height;
    if (left >= minLeft)
      return { top: clamp(alignedTop, minTop, maxTop), left: Math.min(left, maxLeft) };
    if (right <= maxLeft) return { top: clamp(alignedTop, minTop, maxTop), left: right };
  }
  return {
    top: clamp(vertical, minTop, maxTop),
    left: clamp(alignedLeft, minLeft, maxLeft),
  };
}
