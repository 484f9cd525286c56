import type { GuardContext } from "../fixtures";
import type { CaseTable } from "../tables";
import { accountCases } from "./accounts";
import { bookClientCases } from "./book-clients";
import { bookDocumentCases } from "./book-documents";
import { bookImportCases } from "./book-import";
import { bookRenewalCases } from "./book-renewals";
import { bookWinCases } from "./book-win";
import { contentCases } from "./content";
import { insurerCases } from "./insurers";
import { leadCases } from "./leads";
import { privacyCases } from "./privacy";
import { siteCases } from "./site";
import { staffPortalCases } from "./staff";

/** Each domain's cases: a new domain with guarded actions adds its file here. */
const DOMAINS = [
  accountCases,
  staffPortalCases,
  siteCases,
  contentCases,
  insurerCases,
  leadCases,
  privacyCases,
  bookClientCases,
  bookDocumentCases,
  bookWinCases,
  bookRenewalCases,
  bookImportCases,
];

/**
 * Every guarded action's intents, from every domain, each prepared on its own rows. Two domains
 * may add intents to one path (the admin portal holds people and the portal's sections), never
 * the same intent twice: the runner checks the result against the intents the modules accept.
 */
export function guardCases(context: GuardContext): CaseTable {
  const merged: CaseTable = {};
  for (const domain of DOMAINS) {
    for (const [path, intents] of Object.entries(domain(context))) {
      for (const [intent, make] of Object.entries(intents)) {
        if (merged[path]?.[intent]) throw new Error(`${path} ${intent}: dois casos para a mesma intenção`);
        merged[path] = { ...merged[path], [intent]: make };
      }
    }
  }
  return merged;
}
