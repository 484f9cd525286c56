// The site domain's public face: other domains, routes, server/ and scripts import only this.
export { newChallenge } from "./captcha";
export { purgeOldMessages } from "./contact";
export { receiveContactMessage } from "./contact-submission";
export { INBOX_DONE, inboxMessage, inboxScreen, runInboxAction } from "./inbox";
