import { Menu } from "lucide-react";
import { useCallback, useState } from "react";
import { ThemeToggle } from "~/components/theme-toggle";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { BrandLink } from "./brand";
import { MobileMenu } from "./mobile-menu";
import { consultationLink, desktopLinks } from "./nav-links";
import { HEADER_SOLID_AFTER_PX, useScrolledPast } from "./use-scrolled-past";

const MENU_ID = "mobile-menu";

/** Seed 000 §2: transparent over the hero, solid once scrolled; full-screen menu on mobile. */
export function SiteHeader({ companyName }: { companyName: string }) {
  const solid = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <>
      <header
        data-state={solid ? "solid" : "transparent"}
        className={cn(
          "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-300",
          solid
            ? "border-border bg-bg/85 shadow-sm shadow-black/5 backdrop-blur-md"
            : "border-transparent bg-transparent",
        )}
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLink name={companyName} />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center xl:gap-1">
              {desktopLinks.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.href}
                    className="rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap text-muted transition-colors hover:text-fg xl:px-3"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <ThemeToggle />
            <a
              href={consultationLink.href}
              className={buttonClasses({
                size: "sm",
                className: "whitespace-nowrap max-lg:hidden",
              })}
            >
              {consultationLink.label}
            </a>
            <button
              type="button"
              onClick={() => setMenuOpen(true)}
              aria-label="Open menu"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              className="rounded-lg p-2 text-fg hover:bg-surface-2 lg:hidden"
            >
              <Menu aria-hidden className="size-6" />
            </button>
          </div>
        </div>
      </header>
      {menuOpen ? <MobileMenu id={MENU_ID} companyName={companyName} onClose={closeMenu} /> : null}
    </>
  );
}
