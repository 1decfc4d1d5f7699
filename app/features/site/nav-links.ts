/** Seed 000 §2 header: anchors of the landing page work from any public page. */
export interface NavLink {
  label: string;
  href: string;
}

export const sectionLinks: NavLink[] = [
  { label: "Services", href: "/#services" },
  { label: "AI Edge", href: "/#ai-edge" },
  { label: "Case Studies", href: "/#case-studies" },
  { label: "Pricing", href: "/#pricing" },
  { label: "Contact", href: "/#contact" },
];

export const blogLink: NavLink = { label: "Blog", href: "/blog" };
export const serviceBuilderLink: NavLink = { label: "Service Builder", href: "/service-builder" };
export const consultationLink: NavLink = { label: "Book a Consultation", href: "/#contact" };

/** Desktop order: Services, AI Edge, Case Studies, Pricing, Blog, Contact, Service Builder. */
export const desktopLinks: NavLink[] = [
  ...sectionLinks.slice(0, 4),
  blogLink,
  ...sectionLinks.slice(4),
  serviceBuilderLink,
];

/** Mobile order: the five anchors, then Blog and Service Builder (the button follows). */
export const mobileLinks: NavLink[] = [...sectionLinks, blogLink, serviceBuilderLink];
