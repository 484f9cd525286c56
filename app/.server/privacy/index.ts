// The privacy domain's public face: other domains, routes, server/ and scripts import only this.
export type { HoldingsView } from "./holdings";
export { exportPerson, PERSONAL_DATA_DONE, runPersonalDataAction } from "./personal-data";
