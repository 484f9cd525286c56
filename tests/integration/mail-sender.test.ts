/**
 * The sender of every mail (security review 2, L-1): the brokerage's name, which admins edit
 * freely, is only the From display name. Whatever it holds (an address, HTML, a line break,
 * parentheses), the SMTP envelope and the From address stay ours and the mail is delivered.
 * Real HTTP against `node server.js` (run `npm run build` first) and the SMTP sink.
 */
import { describe, expect, it } from "vitest";
import { contentFormFields, liveSiteDetails } from "../support/content-form";
import { projectDatabase } from "../support/database-project";
import { useServerSuite, waitFor } from "../support/http-assertions";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const NO_REPLY = "nao-responda@example.com";

/** Each name an admin may type, and the display name the mail must show. */
const NAMES: [typed: string, shown: string][] = [
  ["Corretora <evil@attacker.example>", "Corretora <evil@attacker.example>"],
  ["V</title><script>x</script>", "V</title><script>x</script>"],
  ["Vértice\nX-Injected: 1", "Vértice X-Injected: 1"],
  ["Seguros (Curitiba) Ltda", "Seguros (Curitiba) Ltda"],
  ['Vértice "Seguros"; Ltda, ME: \\ @', 'Vértice "Seguros"; Ltda, ME: \\ @'],
];

describe(`the mail sender on ${kind}`, () => {
  const s = useServerSuite(kind, { OUTBOX_POLL_MS: "200" });

  it.each(NAMES)("the brand name %j is the display name only", async (typed, shown) => {
    const save = await s.server.post(
      "/admin-portal/site",
      { intent: "save", ...contentFormFields({ ...(await liveSiteDetails(s.handle.db)), name: typed }) },
      s.admin.cookie,
    );
    await s.expectRedirect(save, "/admin-portal/site");
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const forgot = await s.server.post("/access/employees/forgot-password", { email: person.email });
    await forgot.text();
    expect(forgot.status).toBe(200);

    const mail = await waitFor(() =>
      s.mail.messages.find((m) => m.to && "text" in m.to && m.to.text === person.email),
    );
    expect(mail.envelopeFrom).toBe(NO_REPLY);
    expect(mail.from?.value).toEqual([{ name: shown, address: NO_REPLY }]);
    expect(mail.headers.has("x-injected")).toBe(false);
  });
});
