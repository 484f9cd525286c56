import { invariantResponse } from "@epic-web/invariant";
import { appOf } from "~/.server/app-context";
import { readLogo } from "~/.server/insurers";
import type { Route } from "./+types/insurer-logo";

/** An uploaded insurer logo by its content hash: never changes, so browsers keep it for a year. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const logo = await readLogo(appOf(context).db, params.file);
  invariantResponse(logo, "Not Found", { status: 404 });
  return new Response(Buffer.from(logo.data, "base64"), {
    headers: {
      "Content-Type": logo.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
