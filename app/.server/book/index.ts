// The book domain's public face (the "Carteira": clients, policies, documents, renewals, claims,
// imports; decision 063): other domains, routes, server/ and scripts import only this.
export { CLIENT_NOT_FOUND, clientVisibleTo, POLICY_NOT_FOUND, visibleClient, visiblePolicy } from "./access";
export { type BookActivityKind, logBookActivity } from "./activity";
export { clientByDocument, clientColumns, findOrCreateClient } from "./clients";
export { DUPLICATE_POLICY, expectedCommission, insertPolicy, policyByNumber } from "./policies";
export { RENEWAL_DONE, type RenewalIntent, runRenewalAction } from "./renewal-actions";
// The renewal desk (issue 42, decision 069): the jobs, the desk, a renewal's page, "Hoje", the digest's section, the admin screens.
export {
  RENEWAL_SETTINGS_DONE,
  renewalIndicators,
  renewalPeriod,
  renewalSettingsScreen,
  runRenewalSettingsAction,
  saveRenewalSettings,
} from "./renewal-admin";
export { listRenewals, parseRenewalFilters, RENEWAL_NOT_FOUND, renewalPage } from "./renewal-desk";
export { openRenewals, RENEWAL_CHECK_MS, sendRenewalReminders } from "./renewal-job";
export { RENEWAL_SOON_DAYS, renewalDigest, renewalsToday } from "./renewal-today";
export { type BookSettings, bookSettings } from "./settings";
