import { describe, expect, it } from "vitest";
import { formatPlate, isValidPlate, normalizePlate, plateKind } from "~/lib/br";
import { plateSchema } from "~/lib/br/schemas";

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("vehicle plate (lib/br)", () => {
  it.each([
    ["ABC-1234", "old"],
    ["ABC1234", "old"],
    ["abc-1234", "old"],
    ["ABC1D23", "mercosul"],
    ["abc1d23", "mercosul"],
    [" ABC 1D23 ", "mercosul"],
  ])("%j is a plate (%s)", (plate, kind) => {
    expect(plateKind(plate)).toBe(kind);
    expect(isValidPlate(plate)).toBe(true);
  });

  it.each(["AB-1234", "ABCD-123", "ABC-12345", "1BC-1234", "ABC1DD3", "ABC12D3", "ÁBC1234", ""])(
    "refuses %j",
    (plate) => {
      expect(isValidPlate(plate)).toBe(false);
    },
  );

  it("normalises to upper case without separators; writes the old one with its hyphen", () => {
    expect(normalizePlate("abc-1d23")).toBe("ABC1D23");
    expect(formatPlate("abc1234")).toBe("ABC-1234");
    expect(formatPlate("abc-1d23")).toBe("ABC1D23");
    expect(formatPlate("ab-12")).toBe("AB12");
  });

  it("the schema stores the plate as written and says its message", () => {
    expect(plateSchema().parse("abc1234")).toBe("ABC-1234");
    expect(plateSchema().parse("abc1d23")).toBe("ABC1D23");
    expect(messages(plateSchema().safeParse("ABC-12"))).toEqual(["Placa inválida: use ABC-1234 ou ABC1D23."]);
  });
});
