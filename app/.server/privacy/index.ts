// The privacy domain's public face: other domains, routes, server/ and scripts import only this.
export { exportPerson, type HoldingsView, PERSONAL_DATA_DONE, runPersonalDataAction } from "./personal-data";
