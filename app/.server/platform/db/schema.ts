/**
 * The database's tables as Kysely sees them. Each area declares its own tables next to its
 * migration; this interface joins them. Timestamps are ISO-8601 UTC strings on both dialects.
 */
import type { BookTables } from "./book-tables";
import type { ContactTables } from "./contact-tables";
import type { ContentTables } from "./content-tables";
import type { DemandTables } from "./demand-tables";
import type { InsurerTables } from "./insurer-tables";
import type { LeadTables } from "./lead-tables";
import type { StaffTables } from "./staff-tables";
import type { VerificationTables } from "./verification-tables";

export interface Database
  extends StaffTables,
    ContactTables,
    ContentTables,
    InsurerTables,
    LeadTables,
    DemandTables,
    VerificationTables,
    BookTables {}
