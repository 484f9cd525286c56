import { href, redirect } from "react-router";

/** The original admin portal logged out to /login, which had no page: it is the staff login. */
export const loader = () => redirect(href("/access/employees"), 301);
