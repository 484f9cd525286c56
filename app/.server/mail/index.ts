// The mail domain's public face: other domains, routes, server/ and scripts import only this.

export { type DigestSection, daysLeftText, type RenewalReminderMailData } from "./book-mails";
export { sendMail } from "./mail";
export { isSealed } from "./mail-seal";
export { isMailKind, MAIL_KIND_LABEL } from "./mail-templates";
export {
  DEFAULT_MAX_ATTEMPTS,
  deliverDue,
  listFailedMails,
  onMailQueued,
  queueMail,
  requeueFailed,
  retryMail,
} from "./outbox";
