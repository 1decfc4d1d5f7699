import type { ProspectContact } from "@shared/prospects/prospect-item";
import { Pencil, Star, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { apiMessage } from "~/lib/form-errors";
import { ContactDialog } from "./contact-dialog";
import { Panel } from "./panel";
import { useContactMutation } from "./use-prospect-mutations";

type Open = { action: "add" } | { action: "edit" | "remove"; contact: ProspectContact } | null;

/** The people at the prospect: add, edit, remove, and which one is primary. */
export function ContactsPanel({
  prospectId,
  contacts,
}: {
  prospectId: number;
  contacts: ProspectContact[];
}) {
  const [open, setOpen] = useState<Open>(null);
  const remove = useContactMutation("remove");
  const primary = useContactMutation("primary");
  const close = () => {
    setOpen(null);
    remove.reset();
  };
  return (
    <Panel
      title="Contacts"
      actions={
        <Button size="sm" variant="outline" onClick={() => setOpen({ action: "add" })}>
          <UserPlus aria-hidden className="size-3.5" />
          Add contact
        </Button>
      }
    >
      <ul className="grid gap-3">
        {contacts.map((contact) => (
          <li key={contact.id} className="grid gap-2 rounded-xl border border-border p-3 text-sm">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-semibold">{contact.name}</span>
              {contact.isPrimary ? <Badge tone="primary">Primary</Badge> : null}
              {contact.title ? <span className="text-muted">{contact.title}</span> : null}
            </span>
            <span className="grid text-muted">
              <a
                href={`mailto:${contact.email}`}
                className="break-all underline-offset-4 hover:underline"
              >
                {contact.email}
              </a>
              {contact.phone ? <span>{contact.phone}</span> : null}
            </span>
            <span className="flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setOpen({ action: "edit", contact })}
              >
                <Pencil aria-hidden className="size-3.5" />
                Edit<span className="sr-only"> {contact.name}</span>
              </Button>
              {contact.isPrimary ? null : (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={primary.isPending}
                    onClick={() =>
                      primary.mutate({ kind: "primary", id: prospectId, contactId: contact.id })
                    }
                  >
                    <Star aria-hidden className="size-3.5" />
                    Make primary<span className="sr-only"> {contact.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setOpen({ action: "remove", contact })}
                  >
                    <Trash2 aria-hidden className="size-3.5" />
                    Remove<span className="sr-only"> {contact.name}</span>
                  </Button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      {primary.error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {apiMessage(primary.error, "Could not change the primary contact.")}
        </p>
      ) : null}
      {open?.action === "add" || open?.action === "edit" ? (
        <ContactDialog
          prospectId={prospectId}
          contact={open.action === "edit" ? open.contact : undefined}
          onClose={close}
        />
      ) : null}
      {open?.action === "remove" ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title={`Remove ${open.contact.name}?`}
          description="The contact leaves this prospect; the timeline keeps what they did."
          confirmLabel="Remove contact"
          pending={remove.isPending}
          error={remove.error ? apiMessage(remove.error, "Could not remove the contact.") : null}
          onConfirm={() =>
            remove.mutate(
              { kind: "remove", id: prospectId, contactId: open.contact.id },
              { onSuccess: close },
            )
          }
        />
      ) : null}
    </Panel>
  );
}
