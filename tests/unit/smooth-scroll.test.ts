import { describe, expect, it } from "vitest";
import { anchorScrollShare } from "~/lib/smooth-scroll";

describe("the anchor scroll's 500 ms ease-in-out", () => {
  it("starts at 0, is halfway at 250 ms and arrives at 500 ms", () => {
    expect(anchorScrollShare(0)).toBe(0);
    expect(anchorScrollShare(125)).toBeCloseTo(0.125);
    expect(anchorScrollShare(250)).toBeCloseTo(0.5);
    expect(anchorScrollShare(375)).toBeCloseTo(0.875);
    expect(anchorScrollShare(500)).toBe(1);
    expect(anchorScrollShare(900)).toBe(1);
  });

  it("a frame that began before the click was handled is the start of the way, not part of it", () => {
    // Seen on a loaded machine: a frame stamped 210 ms before the click's handler ran.
    expect(anchorScrollShare(-210)).toBe(0);
    expect(anchorScrollShare(-1)).toBe(0);
  });
});
