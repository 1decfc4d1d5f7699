import type { StaffInquiry } from "@shared/inquiries/staff-inquiry";
import { Button } from "~/components/ui/button";
import { DateTime } from "~/components/ui/date-time";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";

/** The whole message of an inquiry, with who sent it and when. */
export function MessageDialog({ inquiry, onClose }: { inquiry: StaffInquiry; onClose(): void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        title={`Message from ${inquiry.name}`}
        description={
          <>
            <a href={`mailto:${inquiry.email}`} className="underline">
              {inquiry.email}
            </a>{" "}
            · received <DateTime iso={inquiry.createdAt} />
          </>
        }
        footer={
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        }
      >
        <p className="text-sm leading-relaxed whitespace-pre-wrap">
          {inquiry.message || "No message: only the contact details were sent."}
        </p>
      </DialogContent>
    </Dialog>
  );
}
