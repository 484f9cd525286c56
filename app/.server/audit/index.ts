// The audit domain's public face: other domains, routes, server/ and scripts import only this.
export { audit, purgeOldAudit } from "./audit";
