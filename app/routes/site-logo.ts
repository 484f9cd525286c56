import { invariantResponse } from "@epic-web/invariant";
import { servedLogo } from "~/.server/content";
import { appOf } from "~/.server/platform";
import type { Route } from "./+types/site-logo";

/** The brokerage's uploaded logo by its content hash, while "Dados da corretora" uses it (decision 037). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const logo = await servedLogo(appOf(context).db, "site", params.file);
  invariantResponse(logo, "Not Found", { status: 404 });
  return logo;
}
