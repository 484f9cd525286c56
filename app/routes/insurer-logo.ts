import { invariantResponse } from "@epic-web/invariant";
import { servedLogo } from "~/.server/content";
import { appOf } from "~/.server/platform";
import type { Route } from "./+types/insurer-logo";

/** An uploaded insurer logo by its content hash, while an insurer uses it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const logo = await servedLogo(appOf(context).db, "insurer", params.file);
  invariantResponse(logo, "Not Found", { status: 404 });
  return logo;
}
