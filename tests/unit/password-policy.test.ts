import { describe, expect, it } from "vitest";
import { Refusal } from "~/.server/platform";
import {
  GUESSABLE_PASSWORD,
  isGuessablePassword,
  refuseGuessablePassword,
} from "~/.server/platform/security/password-policy";
import { MESSAGES, PASSWORD_MIN } from "~/lib/staff-schemas";

const BRAND = "Vértice Seguros";
const guessable = (password: string, brand = BRAND) => isGuessablePassword(password, brand);

describe("guessable passwords", () => {
  it("keeps the spec's minimum and its message: the list is on top of them", () => {
    expect(PASSWORD_MIN).toBe(6);
    expect(MESSAGES.passwordTooShort).toBe("A senha deve conter no mínimo 6 caracteres.");
  });

  it.each([
    // the common and breached list
    "123456",
    "password",
    "iloveyou",
    "dragon",
    "Password1",
    // Brazilian favourites, with the digits and symbols people add
    "senha123",
    "Senha@2024",
    "mudar123",
    "brasil2024",
    "Brasil1994!",
    "flamengo",
    "Corinthians2012",
    "palmeiras",
    "SãoPaulo10",
    "novasenha",
    // the brokerage's own name
    "vertice",
    "Vertice2026",
    "vertice123",
    "VÉRTICE!",
    "verticeseguros",
    "Vertice-Seguros",
    // trivial shapes
    "aaaaaa",
    "000000000",
    "abcabc",
    "121212",
    "123456789",
    "987654321",
    "abcdef",
    "fedcba",
    "qwerty",
    "asdfghjkl",
    "abcdefgh2024",
  ])("refuses %s", (password) => {
    expect(guessable(password)).toBe(true);
  });

  it.each([
    "senha-do-chefe",
    "cafe-com-pao-de-queijo",
    "Aurora#2026-portal",
    "trocada-123",
    "ab-7391",
    "x9Lq2mTv",
    "vertigem-azul",
  ])("accepts %s", (password) => {
    expect(guessable(password)).toBe(false);
  });

  it("takes the brand from the name the admins set, not a fixed word", () => {
    expect(guessable("Horizonte2026", "Horizonte Corretora")).toBe(true);
    expect(guessable("horizontecorretora", "Horizonte Corretora")).toBe(true);
    expect(guessable("Horizonte2026", BRAND)).toBe(false);
  });

  it("refuses on the password field with the one message", () => {
    let thrown: unknown;
    try {
      refuseGuessablePassword("senha123", BRAND);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Refusal);
    expect(thrown).toMatchObject({
      message: "Esta senha é muito comum e fácil de adivinhar. Escolha outra.",
      status: 400,
      fields: { password: GUESSABLE_PASSWORD },
    });
    expect(() => refuseGuessablePassword("cafe-com-pao-de-queijo", BRAND)).not.toThrow();
  });
});
