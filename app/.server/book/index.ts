// The book domain's public face (the "Carteira": clients, policies, documents, renewals, claims,
// imports; decision 063): other domains, routes, server/ and scripts import only this.
export { CLIENT_NOT_FOUND, clientVisibleTo, POLICY_NOT_FOUND, visibleClient, visiblePolicy } from "./access";
export { type BookActivityKind, logBookActivity } from "./activity";
export { clientByDocument, clientColumns, findOrCreateClient } from "./clients";
export { DUPLICATE_POLICY, expectedCommission, insertPolicy, policyByNumber } from "./policies";
export { type BookSettings, bookSettings } from "./settings";
// Winning a lead (issue 42, decision 067): the client and the policy with the lead's close.
export {
  clientPagePath,
  insurerChoices,
  LEAD_PAGE_DONE,
  type LeadPageIntent,
  leadWinScreen,
  policyPagePath,
  runLeadPageAction,
  WIN_DONE,
  winLead,
} from "./win";
