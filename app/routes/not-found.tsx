import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";
import type { Route } from "./+types/not-found";

/** Any unknown path: a real HTTP 404 with the Portuguese page. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Página não encontrada" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
