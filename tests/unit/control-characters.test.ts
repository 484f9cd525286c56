/**
 * The admin screens' text fields refuse control characters with the one message (security
 * review 2, I-5): users, portal sections, the insurer's public note and internal side. Passwords
 * take any character. The contact form and content fields are in contact-schema.test.ts and
 * content-schemas.test.ts.
 */
import { describe, expect, it } from "vitest";
import { webUrl } from "~/content/content-fields";
import { insurers } from "~/content/insurer-defaults";
import { insurerInternalSchema, insurerPublicSchema } from "~/content/insurer-schemas";
import { CONTROL_CHARACTERS } from "~/lib/plain-text";
import { editUserSchema, portalSectionSchema } from "~/lib/staff-schemas";

const issues = (result: { error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
  result.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`);

const user = { userId: "0b6f7a52-6c2e-4d61-9a51-3a1c7a0f8e21", name: "Fulana de Tal", phone: "41 3000-0000" };
const section = { key: "broker-contacts", title: "Contatos", body: "Linha um\r\n\tLinha dois" };
const internal = {
  portalUrl: "https://corretor.example.com/entrar",
  login: "corretora",
  password: "",
  managerName: "Gerente",
  managerPhone: "(11) 9 8888-7777",
  managerEmail: "gerente@seguradora.example.com",
  conditions: "Desconto de 10%\nem renovações",
  notes: "Ligar\tde manhã",
};
const porto = insurers.find((i) => i.id === "porto");
if (!porto) throw new Error("porto");
const { id: _id, ...portoPublic } = porto;

describe("control characters in the admin screens' text", () => {
  it("valid values (line breaks and tabs in multi-line text) pass", () => {
    expect(issues(editUserSchema.safeParse(user))).toBeUndefined();
    expect(issues(portalSectionSchema.safeParse(section))).toBeUndefined();
    expect(issues(insurerInternalSchema.safeParse(internal))).toBeUndefined();
    expect(
      issues(insurerPublicSchema.safeParse({ ...portoPublic, note: "Auto\nResidencial" })),
    ).toBeUndefined();
  });

  it.each([
    ["name", "Fulana\u0000"],
    ["name", "Fulana\nde Tal"],
    ["phone", "41 3000-0000\u0000"],
  ])("a user's %s with %j is refused", (field, value) => {
    expect(issues(editUserSchema.safeParse({ ...user, [field]: value }))).toEqual([
      `${field}: ${CONTROL_CHARACTERS}`,
    ]);
  });

  it.each([
    ["title", "Contatos\u0000"],
    ["title", "Contatos\nnovos"],
    ["body", "Texto\u0000"],
    ["body", "Texto\u001b[31m"],
  ])("a portal section's %s with %j is refused", (field, value) => {
    expect(issues(portalSectionSchema.safeParse({ ...section, [field]: value }))).toEqual([
      `${field}: ${CONTROL_CHARACTERS}`,
    ]);
  });

  it.each([
    ["portalUrl", "https://corretor.example.com/entrar\u0000"],
    ["portalUrl", "https://corretor.example.com/en\u0000trar"],
    ["login", "corretora\u0000"],
    ["login", "corretora\nx"],
    ["managerName", "Gerente\u0007"],
    ["conditions", "Desconto\u0000"],
    ["notes", "Nota\u0085"],
  ])("an insurer's internal %s with %j is refused", (field, value) => {
    expect(issues(insurerInternalSchema.safeParse({ ...internal, [field]: value }))).toEqual([
      `${field}: ${CONTROL_CHARACTERS}`,
    ]);
  });

  it("an insurer's public note and site refuse them too", () => {
    expect(issues(insurerPublicSchema.safeParse({ ...portoPublic, note: "Auto\u0000" }))).toEqual([
      `note: ${CONTROL_CHARACTERS}`,
    ]);
    expect(issues(webUrl().safeParse("https://www.porto.example.com/\u0000"))).toEqual([
      `: ${CONTROL_CHARACTERS}`,
    ]);
  });

  it("an insurer's portal password takes any character (it is encrypted before it is stored)", () => {
    expect(insurerInternalSchema.parse({ ...internal, password: "Senha\u0000\u0007x" }).password).toBe(
      "Senha\u0000\u0007x",
    );
  });
});
