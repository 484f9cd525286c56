import { describe, expect, it } from "vitest";
import {
  formatPhone,
  isMobilePhone,
  isServiceNumber,
  isValidPhone,
  normalizePhone,
  phoneDigits,
  phoneKey,
  phoneKind,
} from "~/lib/br";
import { phoneSchema } from "~/lib/br/schemas";

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

/** phoneKey as it was before lib/br/phone.ts: stored lead keys came from it. */
function phoneKeyBefore(phone: string | null | undefined): string | null {
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  const key = phoneDigits(digits);
  return key.length >= 10 ? key : null;
}

describe("phone (lib/br)", () => {
  it("tells a mobile (11 digits, the number starts with 9) from a landline (10 digits)", () => {
    expect(phoneKind("(41) 9 8765-4321")).toBe("mobile");
    expect(phoneKind("(41) 3000-0000")).toBe("landline");
    expect(isMobilePhone("41987654321")).toBe(true);
    expect(isMobilePhone("4130000000")).toBe(false);
    // 11 digits whose number does not start with 9 are neither.
    expect(phoneKind("41 38765-4321")).toBeNull();
  });

  it.each([
    ["+55 (41) 9 8765-4321", "41987654321"],
    ["55 41 98765-4321", "41987654321"],
    ["+55 41 3000-0000", "4130000000"],
    ["041 3000-0000", "4130000000"],
    ["0 41 9 8765-4321", "41987654321"],
    ["+55 0 41 3000-0000", "4130000000"],
    // Area code 55 (Santa Maria, RS): 10 or 11 digits are never read as a country code.
    ["(55) 3222-1234", "5532221234"],
    ["(55) 9 9123-4567", "55991234567"],
    ["0800 727 0000", "08007270000"],
    ["41 98765-4321 ramal 22", "4198765432122"],
  ])("normalises %j to %j", (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
  });

  it.each([
    "",
    "98765-4321",
    "(04) 3000-0000",
    "(41) 98765-43210",
    "41 98765-4321 ramal 22",
    "0800 727 0000",
  ])("a person's phone is not %j", (typed) => {
    expect(isValidPhone(typed)).toBe(false);
  });

  it("knows 0800/0300 numbers, which keep their 0", () => {
    expect(isServiceNumber("08007270000")).toBe(true);
    expect(isServiceNumber("03001234567")).toBe(true);
    expect(isServiceNumber("04130000000")).toBe(false);
  });

  it("formats as typed", () => {
    expect(formatPhone("41987654321")).toBe("(41) 9 8765-4321");
    expect(formatPhone("+55 41 3000-0000")).toBe("(41) 3000-0000");
    expect(formatPhone("419")).toBe("(41) 9");
  });

  it("keys a person by the normalised digits; under 10 digits is no key", () => {
    expect(phoneKey("+55 (41) 9 8765-4321")).toBe("41987654321");
    expect(phoneKey("041 3000-0000")).toBe("4130000000");
    expect(phoneKey("98765-4321")).toBeNull();
    expect(phoneKey(null)).toBeNull();
  });

  it("keeps the key every stored phone had (stored phones are at most 11 digits, 0800 included)", () => {
    const stored = [
      "",
      "4130000000",
      "41987654321",
      "04130000000",
      "08007270000",
      "03001234567",
      "5532221234",
    ];
    for (let i = 0; i < 400; i++) {
      const length = 8 + (i % 4);
      stored.push(Array.from({ length }, (_, j) => String((i * 7 + j * 13 + (i >> 3)) % 10)).join(""));
    }
    for (const phone of stored) {
      expect(phoneKey(phone), phone).toBe(phoneKeyBefore(phone));
      expect(phoneKey(formatPhone(phone)), phone).toBe(phoneKeyBefore(formatPhone(phone)));
      expect(phoneKey(`+55 ${phone}`), phone).toBe(phoneKeyBefore(`+55 ${phone}`));
    }
    // The one change: a trunk 0 before a mobile (12 digits, only ever typed in a search) is
    // dropped instead of cutting the number's last digit.
    expect(phoneKeyBefore("041 98765-4321")).toBe("04198765432");
    expect(phoneKey("041 98765-4321")).toBe("41987654321");
  });

  it("the schema stores the digits; mobile-only and 0800 are options", () => {
    expect(phoneSchema().parse("+55 (41) 3000-0000")).toBe("4130000000");
    expect(messages(phoneSchema().safeParse("4130000"))).toEqual([
      "Informe o telefone com DDD (10 ou 11 dígitos).",
    ]);
    expect(messages(phoneSchema({ mobile: true }).safeParse("(41) 3000-0000"))).toEqual([
      "Informe um celular com DDD, por exemplo (41) 9 0000-0000.",
    ]);
    expect(phoneSchema({ mobile: true }).parse("41 9 8765-4321")).toBe("41987654321");
    expect(phoneSchema().safeParse("0800 727 0000").success).toBe(false);
    expect(phoneSchema({ serviceNumbers: true }).parse("0800 727 0000")).toBe("08007270000");
    expect(messages(phoneSchema({ message: "Telefone inválido." }).safeParse("12"))).toEqual([
      "Telefone inválido.",
    ]);
  });
});
