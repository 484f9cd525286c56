import { describe, expect, it } from "vitest";
import { hasPrivateCookie, isPrivatePath, isStaffPath, privateAreas, STAFF_AREA } from "~/private-areas";

describe("the signed-in areas (app/private-areas.ts)", () => {
  it("knows a signed-in visitor by any cookie of an area, bare or __Host- prefixed, wherever it sits", () => {
    expect(hasPrivateCookie("staff_session=abc")).toBe(true);
    expect(hasPrivateCookie("__Host-staff_session=abc")).toBe(true);
    expect(hasPrivateCookie("tema=claro; staff_flash=x")).toBe(true);
    expect(hasPrivateCookie("tema=claro;staff_session=x")).toBe(true);
  });

  it("does not take another site's cookie, or a name that only contains a prefix, for one", () => {
    expect(hasPrivateCookie(undefined)).toBe(false);
    expect(hasPrivateCookie("")).toBe(false);
    expect(hasPrivateCookie("tema=claro")).toBe(false);
    expect(hasPrivateCookie("nostaff_session=1")).toBe(false);
    expect(hasPrivateCookie("x=staff_session")).toBe(false);
  });

  it("matches an area's paths as the router does: decoded, any case, data requests included", () => {
    for (const path of [
      "/access/admin-menu",
      "/ACCESS/%61dmin-menu",
      "/portal.data",
      "//login",
      "/admin-portal/x",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
      expect(isStaffPath(path), path).toBe(true);
    }
    for (const path of ["/", "/insurers", "/contact", "/insurances/automobile", "/%E0%A4%A"]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it("gives every area its own cookie prefix and paths, so no two areas overlap", () => {
    const prefixes = privateAreas.map((area) => area.cookiePrefix);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(privateAreas).toContain(STAFF_AREA);
    for (const area of privateAreas) {
      expect(area.pathPrefixes.length).toBeGreaterThan(0);
      for (const other of privateAreas.filter((a) => a !== area)) {
        for (const prefix of area.pathPrefixes) {
          expect(other.pathPrefixes.some((p) => p.startsWith(prefix) || prefix.startsWith(p))).toBe(false);
        }
      }
    }
  });
});
