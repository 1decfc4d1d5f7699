import type { ServiceIcon as IconName } from "@shared/catalog/service-constants";
import {
  Briefcase,
  ClipboardCheck,
  Cloud,
  Eye,
  GraduationCap,
  HardDrive,
  Headset,
  KeyRound,
  Laptop,
  Lock,
  type LucideIcon,
  Mail,
  Network,
  Radar,
  Rocket,
  ScanSearch,
  Server,
  Shield,
  ShieldCheck,
} from "lucide-react";
import { cn } from "~/lib/cn";

/** The lucide component of each icon name the catalogue allows (shared/catalog/service.ts). */
export const serviceIconComponents: Record<IconName, LucideIcon> = {
  shield: Shield,
  "shield-check": ShieldCheck,
  radar: Radar,
  mail: Mail,
  "graduation-cap": GraduationCap,
  "hard-drive": HardDrive,
  cloud: Cloud,
  headset: Headset,
  network: Network,
  "scan-search": ScanSearch,
  "key-round": KeyRound,
  briefcase: Briefcase,
  "clipboard-check": ClipboardCheck,
  rocket: Rocket,
  server: Server,
  laptop: Laptop,
  lock: Lock,
  eye: Eye,
};

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = serviceIconComponents[name];
  return (
    <span
      aria-hidden
      className={cn(
        "grid size-9 shrink-0 place-items-center rounded-lg border border-primary/30 bg-primary-soft text-primary",
        className,
      )}
    >
      <Icon className="size-4.5" />
    </span>
  );
}
