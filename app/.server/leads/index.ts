// The leads domain's public face: other domains, routes, server/ and scripts import only this.
export { receiveDemand } from "./demand";
export { NOT_FOUND as LEAD_NOT_FOUND, visibleLead } from "./desk/access";
export { createLead, HANDED_AWAY, LEAD_DONE, NEW_LEAD_DONE, runLeadAction } from "./desk/actions";
export { listLeads, parseFilters } from "./desk/list";
export { leadPage, newLeadScreen } from "./desk/page";
// The step the book's win joins (issue 42): a lead closed as won with its client and policy.
export {
  closeLeadAsWon,
  type DeskLead,
  isWonStage,
  WON_NEEDS_POLICY,
  wonStageFor,
} from "./desk/won";
export { DIGEST_CHECK_MS, type DigestExtra, sendLeadDigests } from "./digest";
export { csvField, exportLeadsCsv, leadIndicators, leadPeriod, leadsCsv } from "./indicators";
export {
  deleteLeads,
  dropLeadsLeftEmpty,
  leadFromMessage,
  leadsOfMessages,
  purgeClosedLeads,
  purgeIdleLeads,
} from "./intake";
export { answeredThroughLead, type MessageLead, messageLeads } from "./message-state";
export { answeredBy, newLeadsAnsweredBy, ownerIsBroker, takeTurn } from "./owners";
export { LEAD_OWNERS_DONE, leadOwnersScreen, runLeadOwnersAction } from "./owners-screen";
export { LEAD_STAGES_DONE, leadStagesData, REASON_ARCHIVED, runLeadStagesAction } from "./stages";
export { countStalled, loadStalledRule, stalledLeads } from "./stalled";
export { todayDesk, unseenLeads } from "./today";
export { leadsWithStage } from "./with-stage";
