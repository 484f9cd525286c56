/** The ready line names an address a person can open (app/.server/startup.ts). */
import { describe, expect, it } from "vitest";
import { openableUrl } from "~/.server/boot/startup";

describe("the address in 'Servidor pronto em …'", () => {
  it("every interface (HOST 0.0.0.0, the default, or ::) is opened as localhost", () => {
    expect(openableUrl("0.0.0.0", 3000)).toBe("http://localhost:3000");
    expect(openableUrl("::", 8080)).toBe("http://localhost:8080");
  });

  it("any other host is named as it is, an IPv6 address in brackets", () => {
    expect(openableUrl("127.0.0.1", 3000)).toBe("http://127.0.0.1:3000");
    expect(openableUrl("site.local", 3000)).toBe("http://site.local:3000");
    expect(openableUrl("::1", 3000)).toBe("http://[::1]:3000");
  });
});
