import { describe, expect, it } from "vitest";
import { moveInList } from "~/lib/list-move";

describe("moveInList (the insurer list's order, on the server and in the list's instant move)", () => {
  const list = ["a", "b", "c", "d"];

  it("moves one step up or down, and to a place (a drop), keeping every other item in order", () => {
    expect(moveInList(list, 2, "up")).toEqual({ items: ["a", "c", "b", "d"], to: 1 });
    expect(moveInList(list, 1, "down")).toEqual({ items: ["a", "c", "b", "d"], to: 2 });
    expect(moveInList(list, 3, { to: 0 })).toEqual({ items: ["d", "a", "b", "c"], to: 0 });
    expect(moveInList(list, 0, { to: 2 })).toEqual({ items: ["b", "c", "a", "d"], to: 2 });
  });

  it("a place beyond either end is that end; the list given is not changed", () => {
    expect(moveInList(list, 0, "up")).toEqual({ items: list, to: 0 });
    expect(moveInList(list, 3, "down")).toEqual({ items: list, to: 3 });
    expect(moveInList(list, 1, { to: 99 })).toEqual({ items: ["a", "c", "d", "b"], to: 3 });
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
});
