import { href, redirect } from "react-router";

/** The original admin menu linked to /portal, which had no page: it means the collaborator portal. */
export const loader = () => redirect(href("/employee-portal"), 301);
