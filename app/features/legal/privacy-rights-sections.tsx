import type { CompanyProfile } from "@shared/settings/company-profile";
import { CompanyContact, type LegalSection } from "./legal-document";

/** Privacy policy, sections 6-10: security, rights, children, changes and contact. */
export function privacyRightsSections(company: CompanyProfile): LegalSection[] {
  return [
    {
      id: "security",
      title: "How we protect data",
      body: (
        <ul>
          <li>All traffic to the site is encrypted in transit when served over HTTPS.</li>
          <li>
            Staff passwords are stored only as Argon2id hashes; two-factor secrets are encrypted and
            recovery codes hashed.
          </li>
          <li>
            Inquiries and waitlist entries are visible only to signed-in staff; sign-in attempts are
            rate-limited, and every security-relevant action is logged.
          </li>
          <li>Public forms are rate-limited per network address to keep out automated abuse.</li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Depending on where you live, you can ask us to:</p>
          <ul>
            <li>tell you what personal data we hold about you and give you a copy;</li>
            <li>correct data that is wrong or incomplete;</li>
            <li>delete your data, for example your inquiry or waitlist entry;</li>
            <li>stop or restrict processing, or object to processing based on our interests;</li>
            <li>withdraw your consent to the waitlist at any time.</li>
          </ul>
          <p>
            Write to <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a> from the
            address concerned or tell us how to verify your request. We answer within 30 days and do
            not charge for it. We never sell personal information, as defined by the California
            Consumer Privacy Act, or share it for cross-context behavioural advertising. If you are
            in the European Economic Area or the United Kingdom you may also complain to your data
            protection authority.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          This site is meant for businesses and is not directed at children. We do not knowingly
          collect data from anyone under 16.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          When we change what we collect or how we use it, we update this page and the “last
          updated” date at the top. Material changes that affect data we already hold will not apply
          to it without telling you first.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact",
      body: (
        <>
          <p>Questions about this policy or your data go to:</p>
          <CompanyContact company={company} />
        </>
      ),
    },
  ];
}
