import { totpFieldValue } from "@shared/auth/credentials";
import { type InputHTMLAttributes, useState } from "react";
import { inputClasses } from "~/components/ui/field";
import { cn } from "~/lib/cn";

/**
 * A 6-digit authenticator code. Spaces are dropped before the length is limited, so a pasted
 * "123 456" arrives whole (a maxLength attribute would cut it to "123 45").
 */
export function TotpCodeInput({
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "maxLength">) {
  const [value, setValue] = useState("");
  return (
    <input
      {...props}
      value={value}
      onChange={(event) => setValue(totpFieldValue(event.target.value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck={false}
      className={cn(inputClasses, className)}
    />
  );
}
