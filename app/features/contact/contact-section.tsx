import type { CompanyProfile } from "@shared/settings/company-profile";
import { Headset, Mail, MapPin, Phone } from "lucide-react";
import { LandingSection } from "~/components/landing/landing-section";
import { SectionHeading } from "~/components/landing/section-heading";
import { telHref } from "~/lib/tel-href";
import { ContactForm } from "./contact-form";

/** Seed 000 §2 (anchor contact): the form, and the details staff keep in the settings. */
export function ContactSection({ company }: { company: CompanyProfile }) {
  const details = [
    { icon: MapPin, label: "Office", value: company.postalAddress, href: undefined },
    { icon: Phone, label: "Phone", value: company.phone, href: telHref(company.phone) },
    {
      icon: Headset,
      label: "Support",
      value: company.supportEmail,
      href: `mailto:${company.supportEmail}`,
    },
    { icon: Mail, label: "Sales", value: company.salesEmail, href: `mailto:${company.salesEmail}` },
  ];
  return (
    <LandingSection id="contact" className="relative overflow-hidden border-t border-border">
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-40 -left-40 size-[36rem] rounded-full bg-primary/10 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-14 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:px-8">
        <div>
          <SectionHeading
            id="contact-heading"
            align="left"
            eyebrow="Contact"
            title="Get in Touch"
            lead="Tell us what you are facing. A senior consultant replies within one business day, with no obligation and no sales script."
          />
          <ul className="mt-10 grid gap-5">
            {details.map(({ icon: Icon, label, value, href }) => (
              <li key={label} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <div className="text-sm">
                  <p className="font-semibold">{label}</p>
                  {href ? (
                    <a
                      href={href}
                      className="text-muted underline-offset-4 hover:text-fg hover:underline"
                    >
                      {value}
                    </a>
                  ) : (
                    <address className="whitespace-pre-line text-muted not-italic">{value}</address>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </div>
        <ContactForm />
      </div>
    </LandingSection>
  );
}
