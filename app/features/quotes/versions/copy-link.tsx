import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { toast } from "~/components/ui/toast-store";

/** The address a share's path has in this browser: what a prospect opens. */
export const fullLink = (path: string) =>
  typeof window === "undefined" ? path : `${window.location.origin}${path}`;

/** Copies a link; says so in a toast, or asks to copy it by hand when the browser refuses. */
export function CopyLinkButton({
  link,
  label = "Copy link",
  srSuffix,
  variant = "outline",
  size = "sm",
}: {
  link: string;
  label?: string;
  /** Tells screen-reader users which link, where several sit side by side. */
  srSuffix?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
      toast({ title: "Link copied", variant: "success" });
    } catch {
      toast({
        title: "The browser did not allow copying",
        description: `Select the link and copy it: ${link}`,
        variant: "warning",
      });
    }
  }
  const Icon = copied ? Check : Copy;
  return (
    <Button variant={variant} size={size} onClick={() => void copy()}>
      <Icon aria-hidden className="size-3.5" />
      {label}
      {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
    </Button>
  );
}
