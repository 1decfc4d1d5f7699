import { X } from "lucide-react";
import { useRef } from "react";
import { buttonClasses } from "~/components/ui/button";
import { BrandLink } from "./brand";
import { consultationLink, mobileLinks } from "./nav-links";
import { useModalBehaviour } from "./use-modal-behaviour";

const MENU_ITEM_STEP_MS = 100;

/** Seed 000 §2: full-screen menu; any item closes it; page scrolling is locked meanwhile. */
interface MobileMenuProps {
  id: string;
  companyName: string;
  onClose(): void;
}

export function MobileMenu({ id, companyName, onClose }: MobileMenuProps) {
  const ref = useRef<HTMLDivElement>(null);
  useModalBehaviour(ref, onClose);
  const items = [...mobileLinks, consultationLink];
  return (
    <div
      ref={ref}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Menu"
      className="menu-panel fixed inset-0 z-50 flex flex-col overflow-y-auto bg-bg lg:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between px-4 sm:px-6">
        <BrandLink name={companyName} />
        <button
          type="button"
          onClick={onClose}
          aria-label="Close menu"
          data-autofocus
          className="rounded-lg p-2 text-fg hover:bg-surface-2"
        >
          <X aria-hidden className="size-6" />
        </button>
      </div>
      <nav aria-label="Mobile" className="flex flex-1 flex-col px-6 pt-6 pb-10">
        <ul className="grid gap-1">
          {items.map((link, index) => {
            const isButton = link === consultationLink;
            return (
              <li
                key={link.label}
                className={isButton ? "menu-item mt-6" : "menu-item"}
                style={{ "--menu-delay": `${index * MENU_ITEM_STEP_MS}ms` } as React.CSSProperties}
              >
                <a
                  href={link.href}
                  onClick={onClose}
                  className={
                    isButton
                      ? buttonClasses({ size: "lg", className: "w-full" })
                      : "block rounded-xl px-3 py-3 text-2xl font-semibold tracking-tight hover:bg-surface-2"
                  }
                >
                  {link.label}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
