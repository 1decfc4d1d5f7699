import { CheckCircle2 } from "lucide-react";
import { useRef } from "react";
import { scrollToSection } from "~/components/landing/motion";
import { type ServiceId, serviceSummaries } from "~/components/landing/services-data";
import { storyParts } from "~/components/landing/story-parts";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { serviceDetails } from "./service-details";

interface ServiceDialogProps {
  serviceId: ServiceId;
  onClose(): void;
}

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2.5 text-sm">
          <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Seed 000 §2: tabs Overview (default), Features, Case Study; footer to #contact or Close. */
export default function ServiceDialog({ serviceId, onClose }: ServiceDialogProps) {
  const goingToContact = useRef(false);
  const summary = serviceSummaries.find((service) => service.id === serviceId);
  const details = serviceDetails[serviceId];
  if (!summary) return null;
  const requestConsultation = (event: React.MouseEvent) => {
    event.preventDefault();
    goingToContact.current = true;
    onClose();
  };
  // Instead of returning focus to 'Learn more' (which would scroll back), go to the form.
  const afterClose = (event: Event) => {
    if (!goingToContact.current) return;
    event.preventDefault();
    scrollToSection("contact");
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={summary.title}
        description={summary.description}
        onCloseAutoFocus={afterClose}
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {/* biome-ignore lint/a11y/useValidAnchor: a real link to #contact that also closes the dialog (seed 000 §2) */}
            <a href="#contact" onClick={requestConsultation} className={buttonClasses()}>
              Request a Consultation
            </a>
          </>
        }
      >
        <Tabs defaultValue="overview">
          <TabsList aria-label={`${summary.title} details`}>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="features">Features</TabsTrigger>
            <TabsTrigger value="case-study">Case Study</TabsTrigger>
          </TabsList>
          <TabsContent value="overview" className="grid gap-6">
            <p className="leading-relaxed text-muted">{details.fullDescription}</p>
            <div>
              <h3 className="mb-3 text-sm font-semibold tracking-wider text-primary uppercase">
                {details.extra.heading}
              </h3>
              <CheckList items={details.extra.items} />
            </div>
          </TabsContent>
          <TabsContent value="features">
            <h3 className="sr-only">Key features</h3>
            <CheckList items={details.keyFeatures} />
          </TabsContent>
          <TabsContent value="case-study">
            {details.caseStudy ? (
              <div className="grid gap-5">
                <h3 className="text-lg font-semibold">{details.caseStudy.title}</h3>
                {storyParts.map(([part, label]) => (
                  <div key={part} className="rounded-xl border border-border bg-surface-2/60 p-4">
                    <h4 className="text-xs font-semibold tracking-wider text-primary uppercase">
                      {label}
                    </h4>
                    <p className="mt-1.5 text-sm leading-relaxed">{details.caseStudy?.[part]}</p>
                  </div>
                ))}
              </div>
            ) : (
              <p className="text-muted">A case study for this service will follow soon.</p>
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
