import type { EmailBrand } from "@shared/outbox/outbox";

/**
 * The HTML part of a customer message (issue 35 §6), made from its text so both parts say
 * the same: the provider's logo (or name) on a card edged in the brand colour, the text's
 * paragraphs with its addresses as links, the quote's link as a button, and what
 * follows the signature line ("--", the unsubscribe link) as the small print. Tables and
 * inline styles (a client that drops the one style sheet only loses the narrower phone
 * margins); nothing here runs or loads from another host.
 */

const SIGNATURE = "\n\n--\n";
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,;:!?)\]]+$/;
const QUOTE_LINK = /\/sb\/quote\//;
const INK = "#0f172a";
const MUTED = "#475569";
const FONT = "Arial, Helvetica, sans-serif";
/** Pixels of the logo's inline file: twice its widest display (240), sharp on a phone. */
export const EMAIL_LOGO_WIDTH = 480;

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG contrast of a colour against white. */
const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

/** The colours a brand colour allows at AA: for links on white and for a button's label. */
export function emailColours(color: string) {
  const readable = contrastOnWhite(color) >= 4.5;
  return { link: readable ? color : INK, buttonText: readable ? "#ffffff" : INK };
}

/** Text with its addresses as links, everything else escaped. */
function linked(text: string, linkColour: string): string {
  let html = "";
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0].replace(TRAILING, "");
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}" style="color:${linkColour};text-decoration:underline;word-break:break-all">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function button(url: string, brand: EmailBrand): string {
  const { buttonText } = emailColours(brand.color);
  const label = QUOTE_LINK.test(url) ? "View the quote" : "Open the link";
  return `<a href="${escapeHtml(url)}" style="display:inline-block;background:${brand.color};color:${buttonText};font:bold 16px ${FONT};padding:12px 22px;border-radius:6px;text-decoration:none">${label}</a><br><span style="display:inline-block;margin-top:8px;font-size:13px;line-height:1.4;color:${MUTED};word-break:break-all">${escapeHtml(url)}</span>`;
}

/** A line that ends in an address: its text before, and the address. */
const ENDS_IN_URL = /^(.*?)\s*(https?:\/\/\S+)$/;

/**
 * One line: a link alone on it, or a quote's link ending it ("Open your quote: ..."), is its
 * button under the line's words; other addresses are links within the text.
 */
function line(text: string, brand: EmailBrand, linkColour: string): string {
  const [, before = "", url] = ENDS_IN_URL.exec(text) ?? [];
  if (url && !TRAILING.test(url) && (!before || QUOTE_LINK.test(url))) {
    return `${before ? `${linked(before, linkColour)}<br>` : ""}${button(url, brand)}`;
  }
  return linked(text, linkColour);
}

function paragraphs(text: string, brand: EmailBrand, style: string): string {
  const { link } = emailColours(brand.color);
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => {
      const body = paragraph
        .split("\n")
        .map((text) => line(text, brand, link))
        .join("<br>");
      return `<p style="margin:0 0 16px;${style}">${body}</p>`;
    })
    .join("");
}

function header(brand: EmailBrand, logoSrc: string | null): string {
  const name = escapeHtml(brand.name);
  return logoSrc
    ? `<img src="${escapeHtml(logoSrc)}" alt="${name}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0">`
    : `<span style="font:bold 20px ${FONT};color:${INK}">${name}</span>`;
}

/**
 * The message as HTML; `logoSrc` is where the logo is read from: `cid:` of the inline part
 * in a sent message, the upload's path where staff read it, null for the name instead.
 */
export function emailHtml(
  message: { subject: string; text: string; brand: EmailBrand },
  logoSrc: string | null,
): string {
  const { brand } = message;
  const cut = message.text.indexOf(SIGNATURE);
  const body = cut === -1 ? message.text : message.text.slice(0, cut);
  const smallPrint = cut === -1 ? "" : message.text.slice(cut + SIGNATURE.length);
  const text = `font:16px/1.6 ${FONT};color:${INK}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light"><title>${escapeHtml(message.subject)}</title>
<style>@media (max-width:480px){.outer{padding:12px 6px!important}.inset{padding-left:20px!important;padding-right:20px!important}}</style></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td class="outer" align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-top:6px solid ${brand.color};border-radius:8px">
<tr><td class="inset" style="padding:28px 32px 12px">${header(brand, logoSrc)}</td></tr>
<tr><td class="inset" style="padding:12px 32px 16px">${paragraphs(body, brand, text)}</td></tr>
</table>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px"><tr><td class="inset" style="padding:16px 32px">${paragraphs(smallPrint, brand, `font:13px/1.5 ${FONT};color:${MUTED}`)}<p style="margin:0;font:13px/1.5 ${FONT};color:${MUTED}">${escapeHtml(brand.name)}</p></td></tr></table>
</td></tr></table>
</body></html>
`;
}
