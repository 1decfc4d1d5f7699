/**
 * A field hidden from people and assistive technology; bots fill it in, and the server
 * quietly drops what they send. Issue 34: a browser's autofill must not fill it for a
 * person, so neither its name nor its label is one autofill knows ("website", "url", an
 * address or a name): autofill off, out of the tab order, hidden from screen readers, and
 * ignored by password managers. The value still travels as HONEYPOT_FIELD in the JSON body,
 * which the forms build from their state, not from this input's name.
 */
export const HONEYPOT_INPUT_NAME = "sf-trap-leave-blank";

export function HoneypotField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this empty
        <input
          type="text"
          name={HONEYPOT_INPUT_NAME}
          data-honeypot=""
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-form-type="other"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
