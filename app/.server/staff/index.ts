// The staff domain's public face: other domains, routes, server/ and scripts import only this.
export { ADMIN_DONE, runAdminAction, usersScreen } from "./admin-actions";
export { type AuditEntry, auditPage } from "./audit-view";
export { PORTAL_DONE, portalFailure, portalScreen, runPortalAction } from "./portal-actions";
export { adminAttention } from "./start";
