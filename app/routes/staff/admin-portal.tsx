import { redirect } from "react-router";

/**
 * Staff-only screen. Until staff sessions exist (the staff accounts issue), nobody is signed
 * in, so every visitor is anonymous and goes to the staff login, as decisions.md requires.
 */
export const loader = () => redirect("/access/employees");

export default function StaffOnly() {
  return null;
}
