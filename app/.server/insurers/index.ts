// The insurers domain's public face: other domains, routes, server/ and scripts import only this.
export {
  INSURER_SAVED,
  INSURERS_DONE,
  insurerEditorData,
  insurerListData,
  insurerMovedMessage,
  revealInsurerPassword,
  runInsurersAction,
  saveInsurerEditor,
} from "./insurer-actions";
export { findInsurer, listInsurerDesk, saveInsurer } from "./insurers";
