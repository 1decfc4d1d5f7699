import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Images staff upload (issue 14), kept in the database so every instance serves them.
 * The id is the SHA-256 of the original bytes: the same file uploaded twice is one row,
 * and its URLs never change, so they are cached as immutable.
 */
export const media = pgTable(
  "media",
  {
    id: text("id").primaryKey(),
    /** The uploaded file's type, checked from its bytes. */
    contentType: text("content_type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("media_created_at_idx").on(table.createdAt)],
);

/** Each upload re-encoded as WebP at the widths the pages use (MEDIA_WIDTHS). */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: text("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    contentType: text("content_type").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mediaId, table.width] })],
);
