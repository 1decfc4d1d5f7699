import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prospectContacts } from "../../db/schema/prospects";

/** A prospect's contact as another module may read it: who to write to. */
export interface ContactAddress {
  name: string;
  email: string;
  title: string;
  primary: boolean;
}

/**
 * The prospects module's service for reading a prospect's people (decision 061): the quote
 * module sends a quote only to these (issue 35 §1), never to an address typed elsewhere.
 */
export function createContactService(db: Database) {
  return {
    /** The prospect's contacts, the primary one first. */
    async of(prospectId: number): Promise<ContactAddress[]> {
      const rows = await db
        .select({
          name: prospectContacts.name,
          email: prospectContacts.email,
          title: prospectContacts.title,
          primary: prospectContacts.isPrimary,
        })
        .from(prospectContacts)
        .where(eq(prospectContacts.prospectId, prospectId))
        .orderBy(desc(prospectContacts.isPrimary), asc(prospectContacts.name));
      return rows;
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
