/**
 * The admin screens' one-time message: an action redirects with it in a signed cookie, the next
 * page shows it, and a reload no longer does (the admin layout clears it as it reads it).
 * Real HTTP against `node server.js` (run `npm run build` first).
 */
import { describe, expect, it } from "vitest";
import { cookieAfter, escapeHtml, useServerSuite } from "../support/http-assertions";

const SAVED = "Seção do portal atualizada.";

describe("the admin flash message", () => {
  const s = useServerSuite("sqlite");

  it("shows once after the redirect and is gone on reload", async () => {
    const section = {
      intent: "section",
      key: "broker-contacts",
      title: "Telefones 0800",
      body: "0800 000 0000",
    };
    const res = await s.server.post("/admin-portal", section, s.admin.cookie);
    await s.expectRedirect(res, "/admin-portal");
    // No flag in the address any more: the message travels in a short-lived, signed, private cookie.
    const flash = res.headers.getSetCookie().find((line) => line.startsWith("staff_flash="));
    expect(flash).toMatch(/; Max-Age=\d{1,3};/);
    expect(flash).toMatch(/HttpOnly/);
    expect(flash).toMatch(/SameSite=Lax/);
    expect(flash).toMatch(/Path=\//);

    const cookie = cookieAfter(res, s.admin.cookie);
    const shown = await s.server.get("/admin-portal", cookie);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain(escapeHtml(SAVED));

    const reloaded = await s.server.get("/admin-portal", cookieAfter(shown, cookie));
    expect(reloaded.status).toBe(200);
    expect(await reloaded.text()).not.toContain(escapeHtml(SAVED));
  });

  it("ignores a flash cookie that the server did not sign", async () => {
    const forged = `staff_flash=${btoa(JSON.stringify("Mensagem forjada"))}`;
    const res = await s.server.get("/admin-portal/messages", `${s.admin.cookie}; ${forged}`);
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain("Mensagem forjada");
  });
});
