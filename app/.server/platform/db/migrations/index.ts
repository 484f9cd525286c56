import type { Migration } from "kysely";
import { staffMigration } from "./001_staff";
import { contactMigration } from "./002_contact";
import { userDisabledMigration } from "./003_user_disabled";
import { mailOutboxMigration } from "./004_mail_outbox";
import { sessionActivityMigration } from "./005_session_activity";
import { auditWithoutPersonalDataMigration } from "./006_audit_without_personal_data";
import { contentMigration } from "./007_content";
import { insurersMigration } from "./008_insurers";
import { twoFactorMigration } from "./009_two_factor";
import { emailConfirmationMigration } from "./010_email_confirmation";
import { leadsMigration } from "./011_leads";
import { leadOwnersMigration } from "./012_lead_owners";
import { leadDigestsMigration } from "./013_lead_digests";
import { demandCountsMigration } from "./014_demand_counts";
import { leadIndexesMigration } from "./015_lead_indexes";
import { staffListIndexesMigration } from "./016_staff_list_indexes";
import { verificationsMigration } from "./017_verifications";
import { leadContactActivityMigration } from "./018_lead_contact_activity";
import { leadOwnerSeenMigration } from "./019_lead_owner_seen";
import { brokersAndReferralsMigration } from "./020_brokers_and_referrals";
import { whatsappOpenedMigration } from "./021_whatsapp_opened";
import { bookMigration } from "./022_book";
import { clientSearchMigration } from "./023_client_search";
import { bookImportMigration } from "./025_book_import";
import { bookSearchIndexesMigration } from "./028_book_search_indexes";
import { renewalDeskIndexesMigration } from "./029_renewal_desk_indexes";
import { renewalClientMigration } from "./030_renewal_client";

/**
 * Every migration, in order. Listed by hand (not globbed) so the same list works in the Vite
 * server build, in Vitest and in the tsx CLI scripts. Names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  "001_staff": staffMigration,
  "002_contact": contactMigration,
  "003_user_disabled": userDisabledMigration,
  "004_mail_outbox": mailOutboxMigration,
  "005_session_activity": sessionActivityMigration,
  "006_audit_without_personal_data": auditWithoutPersonalDataMigration,
  "007_content": contentMigration,
  "008_insurers": insurersMigration,
  "009_two_factor": twoFactorMigration,
  "010_email_confirmation": emailConfirmationMigration,
  "011_leads": leadsMigration,
  "012_lead_owners": leadOwnersMigration,
  "013_lead_digests": leadDigestsMigration,
  "014_demand_counts": demandCountsMigration,
  "015_lead_indexes": leadIndexesMigration,
  "016_staff_list_indexes": staffListIndexesMigration,
  "017_verifications": verificationsMigration,
  "018_lead_contact_activity": leadContactActivityMigration,
  "019_lead_owner_seen": leadOwnerSeenMigration,
  "020_brokers_and_referrals": brokersAndReferralsMigration,
  "021_whatsapp_opened": whatsappOpenedMigration,
  "022_book": bookMigration,
  "023_client_search": clientSearchMigration,
  "025_book_import": bookImportMigration,
  "028_book_search_indexes": bookSearchIndexesMigration,
  "029_renewal_desk_indexes": renewalDeskIndexesMigration,
  "030_renewal_client": renewalClientMigration,
};
