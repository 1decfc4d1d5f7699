import { MessageCircle, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { scrollToSection } from "~/components/landing/motion";

/**
 * Seed 000 §1/§4: a static chat widget, closed (its panel hidden) until opened. It points
 * to the real channels: the contact form and the phone line. The panel is a non-modal
 * dialog: it follows its launcher in the DOM, takes focus when opened, and Escape or its
 * close button give focus back to the launcher; the page stays usable meanwhile.
 */
export function ChatWidget({ phone }: { phone: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const firstAction = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (open) firstAction.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    close();
  };
  const goToContact = () => {
    setOpen(false);
    scrollToSection("contact");
  };

  return (
    <div
      data-chat-widget
      className="fixed right-4 bottom-4 z-30 flex flex-col-reverse items-end gap-3 sm:right-6 sm:bottom-6"
    >
      <button
        ref={launcher}
        type="button"
        onKeyDown={onKeyDown}
        onClick={() => setOpen((current) => !current)}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-haspopup="dialog"
        aria-label="Live chat"
        className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-fg shadow-lg shadow-primary/25 transition-transform hover:scale-105"
      >
        {open ? (
          <X aria-hidden className="size-6" />
        ) : (
          <MessageCircle aria-hidden className="size-6" />
        )}
      </button>
      <div
        id={`${id}-panel`}
        role="dialog"
        aria-label="Chat with us"
        aria-describedby={`${id}-message`}
        hidden={!open}
        onKeyDown={onKeyDown}
        data-testid="chat-panel"
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl"
      >
        <div className="flex items-center justify-between bg-primary px-5 py-4 text-primary-fg">
          <div>
            <p className="font-semibold">Chat with our team</p>
            <p className="text-xs">Typically replies within one business day</p>
          </div>
          <button
            type="button"
            onClick={close}
            aria-label="Close chat"
            className="rounded-lg p-1.5 hover:bg-black/10 focus-visible:outline-primary-fg"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        <div className="grid gap-3 p-5 text-sm">
          <p id={`${id}-message`} className="rounded-2xl rounded-tl-sm bg-surface-2 p-3">
            Hi there! Live chat is not available yet. Send us a message and a specialist will get
            back to you, or call {phone} for anything urgent.
          </p>
          <button
            ref={firstAction}
            type="button"
            onClick={goToContact}
            className="rounded-lg border border-control px-4 py-2.5 font-semibold hover:bg-surface-2"
          >
            Send us a message
          </button>
        </div>
      </div>
    </div>
  );
}
