import { ArrowRight } from "lucide-react";
import { Button, buttonClasses } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { insightCategories } from "./insight-categories";
import type { InsightTopic } from "./insight-types";
import {
  TopicApproach,
  TopicBenefits,
  TopicBlock,
  TopicImpact,
  TopicReasons,
  TopicRisks,
  TopicStory,
} from "./topic-parts";

interface TopicModalProps {
  topic: InsightTopic;
  companyName: string;
  onClose(): void;
}

/** Seed 000 §2: the topic in depth. Closes by overlay, X or Close; page scroll locked. */
export default function TopicModal({ topic, companyName, onClose }: TopicModalProps) {
  const category = insightCategories.find((candidate) => candidate.id === topic.category);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        size="lg"
        title={topic.title}
        description={topic.description}
        footer={
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        }
      >
        <div className="grid gap-8">
          <div className="flex flex-wrap gap-2">
            <span className="rounded-full bg-surface-2 px-3 py-1 text-xs font-semibold">
              {category?.label}
            </span>
            <span className="rounded-full border border-primary/30 bg-primary-soft px-3 py-1 text-xs font-semibold text-primary">
              {topic.stats}
            </span>
          </div>

          {/* The topic's description is the dialog's description, right above: not repeated. */}
          <TopicBlock level={3} title="Overview">
            <p className="leading-relaxed text-muted">
              We assess where you stand, implement the controls in phases and operate them with you,
              so the protection lasts beyond the project.
            </p>
            <TopicRisks topic={topic} level={3} />
          </TopicBlock>
          <TopicApproach topic={topic} level={3} title="Our Implementation Approach" />
          <TopicBenefits level={3} />
          <TopicImpact topic={topic} level={3} />
          <TopicStory topic={topic} level={3} />
          <TopicReasons topic={topic} level={3} companyName={companyName} />

          <div className="rounded-2xl bg-primary-soft p-6">
            <h3 className="text-lg font-bold">Ready to Transform Your Security?</h3>
            <p className="mt-1 text-sm text-muted">
              See how {topic.title} would work in your environment.
            </p>
            <a href={topic.ctaLink} className={buttonClasses({ className: "mt-4" })}>
              {topic.cta}
              <ArrowRight aria-hidden className="size-4" />
            </a>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
