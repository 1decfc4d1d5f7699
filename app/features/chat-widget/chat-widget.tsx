import { MessageCircle, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { scrollToSection } from "~/features/landing/motion";

/**
 * Seed 000 §1/§4: a static chat widget, closed (its panel hidden) until opened. It points
 * to the real channels: the contact form and the phone line.
 */
export function ChatWidget({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      launcher.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const goToContact = () => {
    setOpen(false);
    scrollToSection("contact");
  };

  return (
    <div className="fixed right-4 bottom-4 z-30 flex flex-col items-end gap-3 sm:right-6 sm:bottom-6">
      <div
        id={panelId}
        role="dialog"
        aria-label="Chat with us"
        hidden={!open}
        data-testid="chat-panel"
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl"
      >
        <div className="flex items-center justify-between bg-primary px-5 py-4 text-primary-fg">
          <div>
            <p className="font-semibold">Chat with our team</p>
            <p className="text-xs opacity-80">Typically replies within one business day</p>
          </div>
          <button
            type="button"
            onClick={() => {
              setOpen(false);
              launcher.current?.focus();
            }}
            aria-label="Close chat"
            className="rounded-lg p-1.5 hover:bg-black/10"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="grid gap-3 p-5 text-sm">
          <p className="rounded-2xl rounded-tl-sm bg-surface-2 p-3">
            Hi there! Live chat is not available yet. Send us a message and a specialist will get
            back to you, or call {phone} for anything urgent.
          </p>
          <button
            type="button"
            onClick={goToContact}
            className="rounded-lg border border-border px-4 py-2.5 font-semibold hover:bg-surface-2"
          >
            Send us a message
          </button>
        </div>
      </div>
      <button
        ref={launcher}
        type="button"
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Live chat"
        className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg shadow-primary/25 transition-transform hover:scale-105"
      >
        {open ? (
          <X aria-hidden className="size-6" />
        ) : (
          <MessageCircle aria-hidden className="size-6" />
        )}
      </button>
    </div>
  );
}
