import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

const tones = {
  neutral: "border-border text-muted",
  primary: "border-primary/40 bg-primary-soft text-primary",
  success: "border-success/40 text-success",
  warning: "border-warning/50 text-warning",
  danger: "border-danger/40 text-danger",
};

export function Badge({
  tone = "neutral",
  children,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
