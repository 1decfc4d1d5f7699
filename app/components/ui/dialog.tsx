import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { cn } from "~/lib/cn";
import { isHandedTo, TAKES_ESCAPE } from "./escape-handoff";

/**
 * Modal dialog: traps focus and restores it on close, closes on Escape and outside click,
 * and locks page scrolling while open (Radix).
 */
export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const sizes = {
  sm: "max-w-md",
  md: "max-w-2xl",
  lg: "max-w-4xl",
} as const;

/** For a dialog that places its title in the body (after an image): it stays the name. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <DialogPrimitive.Title className={cn("text-xl font-bold tracking-tight", className)}>
      {children}
    </DialogPrimitive.Title>
  );
}

export function DialogDescription({
  className,
  children,
}: {
  className?: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Description
      className={cn("text-sm text-muted [overflow-wrap:anywhere]", className)}
    >
      {children}
    </DialogPrimitive.Description>
  );
}

export interface DialogContentProps {
  /**
   * The heading bar's title (the dialog's name). Omit it to drop the bar: the body then
   * renders <DialogTitle> (and <DialogDescription>) where the content wants them.
   */
  title?: ReactNode;
  /** Shown under the title and announced with it; omit only when the body explains itself. */
  description?: ReactNode;
  /** True when the body renders its own <DialogDescription>. */
  describedInBody?: boolean;
  children?: ReactNode;
  footer?: ReactNode;
  size?: keyof typeof sizes;
  className?: string;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Runs where focus would return to the trigger; preventDefault() to send it elsewhere. */
  onCloseAutoFocus?(event: Event): void;
}

export function DialogContent({
  title,
  description,
  describedInBody = false,
  children,
  footer,
  size = "md",
  className,
  closeLabel = "Close",
  onCloseAutoFocus,
}: DialogContentProps) {
  // Radix returns focus to a <DialogTrigger> only; dialogs opened from state have none, so
  // remember what had focus when the dialog opened and go back there.
  const opener = useRef<HTMLElement | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-testid="dialog-overlay"
        className="fixed inset-0 z-50 bg-black/60 backdrop-blur-sm data-[state=open]:animate-[fade-in_150ms_ease-out]"
      />
      <DialogPrimitive.Content
        {...(description || describedInBody ? {} : { "aria-describedby": undefined })}
        {...{ [TAKES_ESCAPE]: "" }}
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
        onKeyDown={(event) => {
          // An Escape a toast above the dialog let through (escape-handoff.ts).
          if (event.key === "Escape" && isHandedTo(event.nativeEvent, event.currentTarget))
            close.current?.click();
        }}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-border bg-surface text-fg shadow-2xl outline-none data-[state=open]:animate-[dialog-in_180ms_ease-out]",
          sizes[size],
          className,
        )}
      >
        {title ? (
          <div className="flex items-start justify-between gap-4 border-b border-border px-6 pt-6 pb-4">
            <div className="grid gap-1">
              <DialogTitle>{title}</DialogTitle>
              {description ? <DialogDescription>{description}</DialogDescription> : null}
            </div>
            <DialogPrimitive.Close
              ref={close}
              aria-label={closeLabel}
              className="-mt-1 -mr-2 rounded-lg p-2 text-muted hover:bg-surface-2 hover:text-fg"
            >
              <X aria-hidden className="size-5" />
            </DialogPrimitive.Close>
          </div>
        ) : (
          <DialogPrimitive.Close
            ref={close}
            aria-label={closeLabel}
            className="absolute top-3 right-3 z-10 rounded-full border border-border bg-surface/90 p-2 text-fg shadow-md backdrop-blur hover:bg-surface-2"
          >
            <X aria-hidden className="size-5" />
          </DialogPrimitive.Close>
        )}
        <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
        {footer ? (
          <div className="flex flex-wrap justify-end gap-3 border-t border-border px-6 py-4">
            {footer}
          </div>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
