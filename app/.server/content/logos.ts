import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "~/.server/platform";
import { nowIso, nowMs, Refusal } from "~/.server/platform";
import { LOGO_FILE_NAME } from "~/content/content-fields";
import { LOGO_MAX_BYTES, LOGO_TOO_BIG, LOGO_WRONG_TYPE } from "~/content/logo-rules";
import type { SiteLogo } from "~/content/site-config";
import { logoImage } from "./logo-type";
import { currentContent } from "./snapshot";

/**
 * Uploaded logos, the insurers' and the brokerage's (decisions 028 and 037): checked by their
 * bytes, stored by their hash in one table (`insurer_logos`, its name from when only insurers had
 * one), served while the live content uses them, deleted once no stored version names them.
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Keeps an uploaded logo (by its hash) and returns its file name and size; a Refusal for anything else. */
export async function storeLogo(db: Db, file: File): Promise<SiteLogo> {
  if (file.size > LOGO_MAX_BYTES) throw new Refusal(LOGO_TOO_BIG, 400, { logoFile: LOGO_TOO_BIG });
  const bytes = Buffer.from(await file.arrayBuffer());
  const image = logoImage(bytes);
  if (!image) throw new Refusal(LOGO_WRONG_TYPE, 400, { logoFile: LOGO_WRONG_TYPE });
  const fileName = `${createHash("sha256").update(bytes).digest("hex")}.${image.type}`;
  await db
    .insertInto("insurer_logos")
    .values({
      file_name: fileName,
      mime: `image/${image.type}`,
      data: bytes.toString("base64"),
      created_at: nowIso(),
    })
    // The same file again: a fresh date, so the clean-up gives it its hour before the save names it.
    .onConflict((oc) =>
      oc.column("file_name").doUpdateSet({ created_at: (eb) => eb.ref("excluded.created_at") }),
    )
    .execute();
  return { file: fileName, width: image.width, height: image.height };
}

/**
 * What an editor's logo fields ask for: null to go back to the drawn mark, the stored upload, or
 * undefined to keep the logo there is (no file chosen).
 */
export async function uploadedLogo(
  db: Db,
  { logoFile, removeLogo }: { logoFile?: File; removeLogo: boolean },
): Promise<SiteLogo | null | undefined> {
  if (removeLogo) return null;
  return logoFile && logoFile.size > 0 ? storeLogo(db, logoFile) : undefined;
}

/** An upload is stored before the save that names it: the clean-up leaves it alone this long. */
const UNUSED_LOGO_GRACE_MS = 60 * 60 * 1000;

/**
 * Periodic clean-up: deletes the logos no stored content version names (an upload whose save was
 * refused), once they are an hour old. A replaced logo stays while a version in the history names
 * it (an insurer's or the brokerage's), so restoring that version brings it back (it is not
 * served meanwhile: servedLogo). Returns how many were deleted.
 */
export async function purgeUnusedLogos(db: Kysely<Database>): Promise<number> {
  const before = new Date(nowMs() - UNUSED_LOGO_GRACE_MS).toISOString();
  const result = await db
    .deleteFrom("insurer_logos")
    .where("created_at", "<", before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("content_versions")
            .select(sql`1`.as("one"))
            // The file name as a JSON string: hex and a dot, nothing LIKE would read as a wildcard.
            .where("data", "like", sql<string>`${'%"'} || insurer_logos.file_name || ${'"%'}`),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Who may have a logo served: an insurer of the site (hidden ones too: the admin editor shows theirs), or the brokerage. */
const inUse = {
  insurer: (fileName: string) => currentContent().insurers.some((insurer) => insurer.logo === fileName),
  site: (fileName: string) => currentContent().site.logo?.file === fileName,
};

/**
 * A stored logo as a response (by its content hash: it never changes, so browsers keep it for a
 * year), while the live content of `owner` uses it; undefined otherwise. A replaced logo is kept
 * for the history (purgeUnusedLogos) but no longer served, until a restore uses it again.
 */
export async function servedLogo(
  db: Kysely<Database>,
  owner: keyof typeof inUse,
  fileName: string,
): Promise<Response | undefined> {
  if (!LOGO_FILE_NAME.test(fileName) || !inUse[owner](fileName)) return undefined;
  const logo = await db
    .selectFrom("insurer_logos")
    .select(["mime", "data"])
    .where("file_name", "=", fileName)
    .executeTakeFirst();
  if (!logo) return undefined;
  return new Response(Buffer.from(logo.data, "base64"), {
    headers: {
      "Content-Type": logo.mime,
      "Cache-Control": "public, max-age=31536000, immutable",
      // X-Content-Type-Options: nosniff is on every response already (server/security-headers.ts).
    },
  });
}
