import type { CompanyProfile } from "@shared/settings/company-profile";
import { CompanyContact, type LegalSection } from "./legal-document";

export const TERMS_UPDATED = "2026-11-16";
export const TERMS_TITLE = "Terms of Service";
export const TERMS_SUMMARY =
  "The rules for using this website, its articles, pricing information and sign-up forms. The services we deliver are governed by the contract you sign with us.";

/** Website terms of a B2B IT services provider: the site, not the managed services. */
export function termsSections(company: CompanyProfile): LegalSection[] {
  const email = <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>;
  return [
    {
      id: "agreement",
      title: "About these terms",
      body: (
        <>
          <p>
            These terms apply to your use of this website, operated by {company.name}, including the
            blog, the pricing information, the contact form and the Service Builder waitlist. By
            using the site you accept them on behalf of yourself and the organization you represent.
          </p>
          <p>
            Managed IT, security, cloud and software services are provided only under a signed
            master services agreement and statement of work. If those documents conflict with these
            terms, the signed contract prevails.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>
              scan, probe or test the site or our systems for vulnerabilities without our written
              permission (see “Reporting security issues” below);
            </li>
            <li>
              attempt to get around rate limits, access controls or the administration area's
              sign-in;
            </li>
            <li>
              send automated or bulk submissions through the contact or waitlist forms, or submit
              someone else's details without their permission;
            </li>
            <li>copy the site's content at a volume or speed that degrades it for others.</li>
          </ul>
          <p>We may block access from addresses that break these rules.</p>
        </>
      ),
    },
    {
      id: "information",
      title: "Pricing, case studies and other information",
      body: (
        <>
          <p>
            Prices on the site are list prices in US dollars, exclude taxes, and are shown to help
            you plan. They are not an offer: a binding price is given only in a written proposal or
            statement of work, which may reflect your environment, volumes and contract term.
          </p>
          <p>
            Case studies and figures describe results of specific engagements. Your results will
            depend on your systems and circumstances, and past results do not guarantee future ones.
          </p>
        </>
      ),
    },
    {
      id: "articles",
      title: "Blog articles",
      body: (
        <p>
          Our articles share general experience and are not legal, compliance, financial or
          professional advice for your situation. Regulations and products change; check the current
          requirements, or ask us for an assessment, before acting on them.
        </p>
      ),
    },
    {
      id: "forms",
      title: "Contact form and waitlist",
      body: (
        <p>
          What you submit must be accurate and yours to share. We use it as described in our{" "}
          <a href="/privacy-policy">Privacy Policy</a>: to answer your inquiry, and for the waitlist
          only to tell you when the Service Builder is available. Submitting the contact form does
          not create a contract or oblige either side to one.
        </p>
      ),
    },
    {
      id: "staff-area",
      title: "Administration area",
      body: (
        <p>
          The sign-in page and everything under /admin are for authorized {company.name} staff only.
          Access or attempted access by anyone else is prohibited and logged.
        </p>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <p>
          The site's text, graphics, logos and code belong to {company.name} or its licensors. You
          may view, print and share links to pages for evaluating our services within your
          organization. Any other copying, republication or commercial use needs our written
          permission. Product names of other companies belong to their owners.
        </p>
      ),
    },
    {
      id: "security-reports",
      title: "Reporting security issues",
      body: (
        <p>
          If you believe you have found a vulnerability in this site, tell us at {email} with enough
          detail to reproduce it. Do not access, change or delete data that is not yours, and give
          us reasonable time to fix the issue before disclosing it. We will not take legal action
          against good-faith research that follows these rules.
        </p>
      ),
    },
    {
      id: "disclaimer",
      title: "Disclaimer and limitation of liability",
      body: (
        <>
          <p>
            The site is provided “as is”. We work to keep it accurate and available, but we do not
            warrant that it is error-free or uninterrupted.
          </p>
          <p>
            To the extent the law allows, {company.name} is not liable for indirect, incidental or
            consequential losses, or for lost profits or data, arising from your use of the site.
            Nothing in these terms limits liability that cannot be limited by law, and these terms
            do not change the liability provisions of a signed services contract.
          </p>
        </>
      ),
    },
    {
      id: "law",
      title: "Governing law and changes",
      body: (
        <>
          <p>
            These terms are governed by the laws of the State of Maryland, United States, without
            regard to its conflict-of-law rules, and disputes belong to the state or federal courts
            located there.
          </p>
          <p>
            We may update these terms; the “last updated” date at the top shows when. Continued use
            of the site after a change means you accept the updated terms.
          </p>
        </>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>Questions about these terms go to:</p>
          <CompanyContact company={company} />
        </>
      ),
    },
  ];
}
