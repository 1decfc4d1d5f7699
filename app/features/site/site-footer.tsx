import type { CompanyProfile } from "@shared/settings/company-profile";
import { serviceSummaries } from "~/components/landing/services-data";
import { ThemeChooser } from "~/components/theme-toggle";
import { BrandLink } from "./brand";
import { blogLink, type NavLink, sectionLinks } from "./nav-links";
import { GitHubIcon, LinkedInIcon, XIcon } from "./social-icons";

const companyLinks: NavLink[] = [...sectionLinks, blogLink];

// Seed 000 §2: the social profiles are placeholders (no addresses yet), shown but inert.
const socialLinks = [
  { label: "LinkedIn", icon: LinkedInIcon },
  { label: "X", icon: XIcon },
  { label: "GitHub", icon: GitHubIcon },
];

const legalLinks: NavLink[] = [
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Terms of Service", href: "/terms-of-service" },
  { label: "Cookies", href: "/privacy-policy#cookies" },
];

function LinkColumn({
  title,
  links,
  className,
}: {
  title: string;
  links: NavLink[];
  className?: string;
}) {
  return (
    <div className={className}>
      <h2 className="text-sm font-semibold">{title}</h2>
      <ul className="mt-4 grid gap-2.5">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="text-sm text-muted transition-colors hover:text-fg">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Seed 000 §2 footer: company, service and legal links, social placeholders, the year. */
export function SiteFooter({ company }: { company: CompanyProfile }) {
  const serviceLinks = serviceSummaries.map(({ title }) => ({ label: title, href: "/#services" }));
  return (
    <footer data-site-footer data-defer-layout="" className="border-t border-border bg-surface/50">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_2fr] lg:px-8">
        <div className="max-w-sm">
          <BrandLink name={company.name} />
          <p className="mt-4 text-sm text-muted">
            Managed IT, cybersecurity and AI engineering for businesses that cannot afford downtime.
          </p>
          <p className="mt-3 text-sm font-medium text-primary">
            Impossible project? Challenge accepted.
          </p>
          <ul className="mt-6 flex gap-2">
            {socialLinks.map(({ label, icon: Icon }) => (
              <li
                key={label}
                title={`${label}: coming soon`}
                className="inline-flex size-10 items-center justify-center rounded-lg border border-border text-muted"
              >
                <Icon />
                <span className="sr-only">{`${company.name} on ${label} (coming soon)`}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="grid grid-cols-2 gap-10 sm:grid-cols-[1fr_1.4fr_1fr]">
          <LinkColumn title="Company" links={companyLinks} />
          <LinkColumn title="Legal" links={legalLinks} className="sm:order-last" />
          <LinkColumn title="Services" links={serviceLinks} className="col-span-2 sm:col-span-1" />
        </div>
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col items-start justify-between gap-4 px-4 py-6 sm:flex-row sm:items-center sm:px-6 lg:px-8">
          <p className="text-sm text-muted">
            © {new Date().getFullYear()} {company.name}. All rights reserved.
          </p>
          <ThemeChooser />
        </div>
      </div>
    </footer>
  );
}
