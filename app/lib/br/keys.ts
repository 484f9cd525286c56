/**
 * Where emailKey and phoneKey lived before ./email and ./phone. Only app/.server/leads/desk.ts
 * still imports it, while that file is being split; delete this file once it imports ~/lib/br.
 */
export { emailKey } from "./email";
export { phoneKey } from "./phone";
