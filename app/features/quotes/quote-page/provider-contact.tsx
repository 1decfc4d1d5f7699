import type { CompanyProfile } from "@shared/settings/company-profile";
import { Mail, MapPin, Phone } from "lucide-react";
import { telHref } from "~/lib/tel-href";

/** The provider's contact details as the quote carries them. */
export function ProviderContact({
  provider,
  title = "Questions? Talk to us",
}: {
  provider: CompanyProfile;
  title?: string;
}) {
  return (
    <section
      aria-labelledby="contact-title"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="contact-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p className="font-semibold">{provider.name}</p>
      <ul className="grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <Phone aria-hidden className="size-4 text-muted" />
          <a href={telHref(provider.phone)} className="hover:underline">
            {provider.phone}
          </a>
        </li>
        <li className="flex items-center gap-2">
          <Mail aria-hidden className="size-4 text-muted" />
          <a href={`mailto:${provider.salesEmail}`} className="hover:underline">
            {provider.salesEmail}
          </a>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 text-muted" />
          <span className="whitespace-pre-line">{provider.postalAddress}</span>
        </li>
      </ul>
    </section>
  );
}
