/**
 * Mailbox providers anyone can sign up with: two people at gmail.com are not one company,
 * so these domains never match a prospect by domain.
 */
const FREE_MAIL_DOMAINS = new Set([
  "aol.com",
  "gmail.com",
  "gmx.com",
  "gmx.de",
  "gmx.net",
  "googlemail.com",
  "hey.com",
  "hotmail.co.uk",
  "hotmail.com",
  "icloud.com",
  "live.com",
  "mac.com",
  "mail.com",
  "me.com",
  "msn.com",
  "outlook.com",
  "proton.me",
  "protonmail.com",
  "web.de",
  "yahoo.co.uk",
  "yahoo.com",
  "yandex.com",
  "zoho.com",
]);

/** Names reserved for documentation and testing (RFC 2606, RFC 6761): never a company. */
const RESERVED_DOMAINS = new Set(["example.com", "example.net", "example.org"]);
const RESERVED_TOP_LEVEL = /\.(example|invalid|localhost|test)$/;

/**
 * The company domain of an address (lower case), or null when the domain says nothing about
 * the company: a free mailbox provider or a reserved placeholder name.
 */
export function companyDomainOf(email: string): string | null {
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (!domain || FREE_MAIL_DOMAINS.has(domain) || RESERVED_DOMAINS.has(domain)) return null;
  if (RESERVED_TOP_LEVEL.test(domain)) return null;
  return domain;
}
