import { AlertCircle, CheckCircle2 } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { cn } from "~/lib/cn";

const tones = {
  danger: { frame: "border-danger/40 bg-danger/10", Icon: AlertCircle, icon: "text-danger" },
  success: { frame: "border-success/40 bg-success/10", Icon: CheckCircle2, icon: "text-success" },
};

/** A form's outcome under its fields: what went wrong, or that it went through. */
export function FormNotice({
  tone,
  children,
  className,
  ref,
  role,
  tabIndex,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLParagraphElement>;
  role?: "alert";
  tabIndex?: number;
}) {
  const { frame, Icon, icon } = tones[tone];
  return (
    <p
      ref={ref}
      role={role}
      tabIndex={tabIndex}
      className={cn("flex gap-2 rounded-xl border p-4 text-sm text-fg", frame, className)}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", icon)} />
      {children}
    </p>
  );
}
