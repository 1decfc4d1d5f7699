import { AlertTriangle, CheckCircle2, Info, type LucideIcon, X, XCircle } from "lucide-react";
import { Toast } from "radix-ui";
import { cn } from "~/lib/cn";
import { handEscapeToDialog } from "./escape-handoff";
import { dismissToast, TOAST_DURATION_MS, type ToastVariant, useToasts } from "./toast-store";

const styles: Record<ToastVariant, { icon: LucideIcon | null; className: string }> = {
  default: { icon: null, className: "border-border" },
  success: { icon: CheckCircle2, className: "border-success/50 [&_svg.toast-icon]:text-success" },
  error: { icon: XCircle, className: "border-danger/60 [&_svg.toast-icon]:text-danger" },
  warning: { icon: AlertTriangle, className: "border-warning/60 [&_svg.toast-icon]:text-warning" },
  info: { icon: Info, className: "border-info/50 [&_svg.toast-icon]:text-info" },
};

/** Renders the toast queue; `toast()` from toast-store adds to it from anywhere. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {toasts.map((item) => {
        const { icon: Icon, className } = styles[item.variant];
        return (
          <Toast.Root
            key={item.id}
            data-variant={item.variant}
            onEscapeKeyDown={(event) => {
              if (handEscapeToDialog(event)) event.preventDefault();
            }}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            className={cn(
              "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border bg-surface p-4 pr-10 text-fg shadow-lg shadow-black/10",
              className,
            )}
          >
            {Icon ? <Icon aria-hidden className="toast-icon mt-0.5 size-5 shrink-0" /> : null}
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
              {item.description ? (
                <Toast.Description className="text-sm text-muted">
                  {item.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Close notification"
              className="absolute top-3 right-3 rounded-md p-1 text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden className="size-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="toast-viewport fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
