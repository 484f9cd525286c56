import { redirect } from "react-router";

/** Logging out always ends at the staff login. */
export const action = () => redirect("/access/employees");
export const loader = () => redirect("/access/employees");
