import { describe, expect, it } from "vitest";
import { logoImage } from "~/.server/content/logo-type";
import { brandPng, POLYGLOTS, png, WEBP } from "../support/logo-files";

const logoType = (bytes: Buffer) => logoImage(bytes)?.type;

describe("logo type by the file's structure (security review 2, I-2)", () => {
  it("a real PNG is a PNG, also padded to 100 KB", () => {
    expect(logoType(png())).toBe("png");
    expect(logoType(png({ size: 100 * 1024 }))).toBe("png");
  });

  it("a logo's size in pixels is read from its header, PNG and each WebP kind", () => {
    expect(logoImage(brandPng())).toEqual({ type: "png", width: 180, height: 48 });
    for (const file of Object.values(WEBP))
      expect(logoImage(file)).toEqual({ type: "webp", width: 1, height: 1 });
  });

  it.each(Object.entries(WEBP))("a real %s WebP is a WebP", (_name, file) => {
    expect(logoType(file)).toBe("webp");
  });

  it.each(Object.entries(POLYGLOTS))("%s is refused", (_name, file) => {
    expect(logoType(file)).toBeUndefined();
  });

  it("an SVG, an empty file and a bare signature are refused", () => {
    expect(logoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(logoType(Buffer.alloc(0))).toBeUndefined();
    expect(logoType(png().subarray(0, 8))).toBeUndefined();
    expect(logoType(WEBP.lossy.subarray(0, 16))).toBeUndefined();
  });
});
