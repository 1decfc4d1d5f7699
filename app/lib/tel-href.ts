/** A dialable tel: link of a phone number as staff typed it ("+1 (410) 555-0142"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
