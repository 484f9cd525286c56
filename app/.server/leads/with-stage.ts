import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";

/**
 * Leads with their stage, as every lead query reads them: `l` the lead, `s` its stage (the stage
 * says whether it is open, won or lost, and how many business days make it parado).
 */
export const leadsWithStage = (db: Kysely<Database>) =>
  db.selectFrom("leads as l").innerJoin("lead_stages as s", "s.id", "l.stage_id");
