import type { PricingCategory } from "@shared/pricing/categories";
import {
  Compass,
  Laptop,
  type LucideIcon,
  Server,
  ShieldCheck,
  SquareCode,
  Users,
} from "lucide-react";

export interface CategoryMeta {
  icon: LucideIcon;
  /** Seed 000 §2 tab titles. */
  title: string;
  description: string;
}

export const categoryMeta: Record<PricingCategory, CategoryMeta> = {
  "user-protection": {
    icon: Users,
    title: "User Protection Suite",
    description: "Email, identity and people-centred security",
  },
  "endpoint-protection": {
    icon: Laptop,
    title: "Endpoint Protection Suite",
    description: "Every laptop and desktop defended and patched",
  },
  "server-protection": {
    icon: Server,
    title: "Server Protection Suite",
    description: "Hardened, monitored physical and virtual servers",
  },
  "vcio-services": {
    icon: Compass,
    title: "vCIO Services",
    description: "Strategic IT leadership, on demand",
  },
  "application-development": {
    icon: SquareCode,
    title: "Application Development",
    description: "Secure custom software, built and supported",
  },
  compliance: {
    icon: ShieldCheck,
    title: "Compliance Packages",
    description: "HIPAA, PCI DSS, SOC 2, CMMC and more",
  },
};
