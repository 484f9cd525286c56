import { readLogo } from "~/.server/insurers";
import { services } from "~/.server/services";
import type { Route } from "./+types/insurer-logo";

/** An uploaded insurer logo by its content hash: never changes, so browsers keep it for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!/^[0-9a-f]{64}\.(png|webp)$/.test(params.file)) throw new Response("Not Found", { status: 404 });
  const logo = await readLogo(services().database.db, params.file);
  if (!logo) throw new Response("Not Found", { status: 404 });
  return new Response(Buffer.from(logo.data, "base64"), {
    headers: {
      "Content-Type": logo.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
