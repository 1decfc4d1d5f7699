import { envelopeSchema } from "@shared/api/envelope";
import {
  contactInputSchema,
  contactParamsSchema as params,
} from "@shared/prospects/prospect-input";
import { contactSchema, type ProspectContact } from "@shared/prospects/prospect-item";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../http/envelope";
import { adminFailures as failures, serialIdParams } from "../../http/route-schemas";
import type { ContactChange } from "./prospect-contacts";
import { actorOf, auditProspect } from "./route-helpers";

const contactEnvelope = envelopeSchema(contactSchema);

const toContact = ({ contact }: ContactChange): ProspectContact => ({
  id: contact.id,
  name: contact.name,
  email: contact.email,
  phone: contact.phone,
  title: contact.title,
  isPrimary: contact.isPrimary,
  createdAt: contact.createdAt.toISOString(),
});

const contactDetails = ({ contact }: ContactChange) => ({
  contactId: contact.id,
  email: contact.email,
});

/** /api/prospects/:id/contacts: the people at a prospect (the parent plugin guards it). */
const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contacts } = app.repositories.prospectAdmin;
  const schema = { tags: ["prospects"], response: { 200: contactEnvelope, ...failures } };

  app.post(
    "/:id/contacts",
    {
      schema: {
        ...schema,
        summary: "Add a contact (never primary); an address belongs to one contact",
        params: serialIdParams,
        body: contactInputSchema,
        response: { 201: contactEnvelope, ...failures },
      },
    },
    async (request, reply) => {
      const change = await contacts.add(request.params.id, request.body, await actorOf(request));
      await auditProspect(
        request,
        "prospect.contact_added",
        change.prospect,
        contactDetails(change),
      );
      return reply.code(201).send(ok(toContact(change), { message: "Contact added" }));
    },
  );

  app.put(
    "/:id/contacts/:contactId",
    {
      schema: {
        ...schema,
        summary: "Edit a contact; the primary one is mirrored on the prospect",
        params,
        body: contactInputSchema,
      },
    },
    async (request) => {
      const { id, contactId } = request.params;
      const change = await contacts.update(id, contactId, request.body, await actorOf(request));
      await auditProspect(
        request,
        "prospect.contact_updated",
        change.prospect,
        contactDetails(change),
      );
      return ok(toContact(change), { message: "Contact saved" });
    },
  );

  app.delete(
    "/:id/contacts/:contactId",
    {
      schema: {
        ...schema,
        summary: "Remove a contact; 409 for the primary one (make another primary first)",
        params,
      },
    },
    async (request) => {
      const { id, contactId } = request.params;
      const change = await contacts.remove(id, contactId, await actorOf(request));
      await auditProspect(
        request,
        "prospect.contact_removed",
        change.prospect,
        contactDetails(change),
      );
      return ok(toContact(change), { message: "Contact removed" });
    },
  );

  app.post(
    "/:id/contacts/:contactId/primary",
    {
      schema: {
        ...schema,
        summary: "Make a contact the primary one (the prospect's name, e-mail and phone follow)",
        params,
      },
    },
    async (request) => {
      const { id, contactId } = request.params;
      const change = await contacts.makePrimary(id, contactId, await actorOf(request));
      await auditProspect(request, "prospect.contact_updated", change.prospect, {
        ...contactDetails(change),
        primary: true,
      });
      return ok(toContact(change), { message: "Primary contact changed" });
    },
  );
};

export default contactRoutes;
