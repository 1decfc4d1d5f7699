import type { ComponentProps } from "react";

/**
 * A form that carries a password or a code. It posts (never a GET, which would put the
 * secrets into the URL, the history and access logs) and is only ever sent by its submit
 * handler: its SubmitButton stays disabled until the page is hydrated, and without
 * JavaScript a notice explains why.
 */
export function CredentialForm({ children, ...props }: ComponentProps<"form">) {
  return (
    <form method="post" noValidate {...props}>
      <noscript>
        <p className="rounded-lg border border-warning/50 bg-warning/5 px-3 py-2.5 text-sm">
          This form needs JavaScript. Turn it on for this site and reload the page.
        </p>
      </noscript>
      {children}
    </form>
  );
}
