// The accounts domain's public face: other domains, routes, server/ and scripts import only this.
export {
  afterSignIn,
  completeSecondStep,
  endSession,
  getSession,
  LOGIN_PATH,
  nextPath,
  PROFILE_PATH,
  redirectToOf,
  requireAdmin,
  requireProfileAllowed,
  requireSecondStepPending,
  requireSetupAllowed,
  requireUser,
  type StaffSession,
  signIn,
} from "./auth";
export { CONFIRM_TTL_MS, confirmEmailFromForm, usableConfirmation } from "./email-confirmation";
export { ensureFirstAdmin } from "./first-admin";
export { throttledPasswordCheck } from "./password-check";
export {
  RESET_TTL_MS,
  requestPasswordReset,
  resetPasswordFromForm,
  usableResetToken,
} from "./password-reset";
export { needsProfile, saveOwnProfile } from "./profile";
export { endOtherSessions, listSessions, purgeExpired, SESSION_IDLE_MS, SESSION_TTL_MS } from "./sessions";
export { activeStaffMember, activeStaffWhere, displayName, isActiveStaff } from "./staff";
export {
  disableTwoStep,
  renewRecoveryCodes,
  resetTwoStep,
  runSetupAction,
  SETUP_DONE,
  setTwoStepRequirement,
  twoStepRequired,
  twoStepSetupScreen,
  twoStepStatus,
  withTwoStepOn,
} from "./two-factor";
export {
  approveUser,
  deleteUser,
  denyUser,
  editUser,
  setDisabled,
  setRole,
  usersByIds,
  usersPage,
} from "./user-admin";
export { changePassword, makeAdmin, refuseGuessableNewPassword, signUp, type User } from "./users";
