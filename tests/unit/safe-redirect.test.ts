import { describe, expect, it } from "vitest";
import { REDIRECT_PARAM, safeRedirectPath, withRedirectTo } from "~/lib/safe-redirect";

describe("safeRedirectPath", () => {
  it.each([
    ["/admin-portal/insurers", "/admin-portal/insurers"],
    ["/admin-portal", "/admin-portal"],
    ["/admin-portal/messages?status=open", "/admin-portal/messages?status=open"],
    ["/employee-portal", "/employee-portal"],
    ["/access/admin-menu", "/access/admin-menu"],
    ["/access/main-menu", "/access/main-menu"],
    ["/admin-portal/products/auto", "/admin-portal/products/auto"],
  ])("keeps the staff path %s", (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    "//evil.example",
    "//evil.example/admin-portal",
    "/\\evil.example",
    "\\evil",
    "\\\\evil.example",
    "https://evil.example",
    "https://evil.example/admin-portal",
    "http:/admin-portal",
    "javascript:alert(1)",
    "/%2F%2Fevil.example",
    "/%2f%2fevil.example/admin-portal",
    "/admin-portal/%5C%5Cevil.example",
    " /admin-portal",
    "/admin-portal\n",
    "/admin-portal\u0000",
    "/admin-portal\\..\\x",
    "admin-portal",
    "",
    "/",
    "/contact/contact-us",
    "/insurers",
    "/portal",
    "/login",
    "/admin-portalx",
    "/employee-portalx/y",
    "/access/logout",
    "/access/employees",
    "/access/employees/",
    "/ACCESS/EMPLOYEES",
    "/access/employees/register",
    "/access/employees/reset-password?token=x",
    "/access/employees/forgot-password",
    "/access/employees/confirm-email",
    "/access/employees/verification",
    "/access/employees/two-step-setup",
    "/access/%6Cogout",
    `/admin-portal/${"a".repeat(3000)}`,
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it.each([undefined, null, 42, ["/admin-portal"]])("refuses a non-string (%j)", (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe("withRedirectTo", () => {
  it("adds a safe path, encoded, and nothing for an unsafe one", () => {
    expect(withRedirectTo("/access/employees", "/admin-portal/messages?status=open")).toBe(
      `/access/employees?${REDIRECT_PARAM}=%2Fadmin-portal%2Fmessages%3Fstatus%3Dopen`,
    );
    expect(withRedirectTo("/access/employees", "//evil.example")).toBe("/access/employees");
    expect(withRedirectTo("/access/employees", undefined)).toBe("/access/employees");
  });
});
