// The book domain's public face (the "Carteira": clients, policies, documents, renewals, claims,
// imports; decision 063): other domains, routes, server/ and scripts import only this.
export { CLIENT_NOT_FOUND, clientVisibleTo, POLICY_NOT_FOUND, visibleClient, visiblePolicy } from "./access";
export { type BookActivityKind, logBookActivity } from "./activity";
export { clientByDocument, clientColumns, findOrCreateClient } from "./clients";
export { DUPLICATE_POLICY, expectedCommission, insertPolicy, policyByNumber } from "./policies";
// Retention and the person's rights (decision 071): the hourly purge, and what is kept and until when.
export {
  type ClientRetention,
  clientRetention,
  deleteClients,
  OPEN_CLAIM_STATUSES,
  purgeExpiredClients,
  RETENTION_YEARS,
} from "./retention";
export { type BookSettings, bookSettings } from "./settings";
