// The boot domain's public face: other domains, routes, server/ and scripts import only this.
export { startServices } from "./services";
export { announceStart, reportStartFailure } from "./startup";
