import { cn } from "~/lib/cn";

/** The shield mark; decorative, the brand name next to it carries the meaning. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      className={cn("size-8 shrink-0", className)}
      fill="none"
    >
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M16 6.5 24 9.6v6.2c0 4.7-3.3 8.3-8 9.7-4.7-1.4-8-5-8-9.7V9.6Z"
        className="fill-primary-fg/15 stroke-primary-fg"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="m12.4 15.9 2.5 2.5 4.8-4.9"
        className="stroke-primary-fg"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The mark and the stored company name: first word in the text colour, the rest in the brand's. */
export function BrandLink({ name, className }: { name: string; className?: string }) {
  const [first, ...rest] = name.split(" ");
  return (
    <a
      href="/"
      className={cn("flex items-center gap-2.5 rounded-lg font-bold tracking-tight", className)}
    >
      <BrandMark />
      <span className="text-lg whitespace-nowrap">
        {first}
        {rest.length > 0 ? <span className="text-primary"> {rest.join(" ")}</span> : null}
      </span>
    </a>
  );
}
