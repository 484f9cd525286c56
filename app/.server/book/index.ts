// The book domain's public face (the "Carteira": clients, policies, documents, renewals, claims,
// imports; decision 063): other domains, routes, server/ and scripts import only this.
export { CLIENT_NOT_FOUND, clientVisibleTo, POLICY_NOT_FOUND, visibleClient, visiblePolicy } from "./access";
export { type BookActivityKind, logBookActivity } from "./activity";
export { clientByDocument, clientColumns, findOrCreateClient } from "./clients";
// A policy's documents and reading a policy PDF (decision 070).
export { policyDocumentsPage, runPolicyDocumentsAction } from "./document-screen";
export { attachmentHeader, downloadPolicyDocument } from "./documents";
export { DUPLICATE_POLICY, expectedCommission, insertPolicy, policyByNumber } from "./policies";
export { type BookSettings, bookSettings } from "./settings";
