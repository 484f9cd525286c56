/** One step up or down, or to a place (0 first): how an admin list is reordered. */
export type ListMove = "up" | "down" | { to: number };

/**
 * `items` with the one at `from` moved (a place beyond either end is that end); `to` is where it
 * landed. The server renumbers the insurers with it and the list shows the move before the
 * server answers with it, so both agree on every move.
 */
export function moveInList<T>(items: readonly T[], from: number, move: ListMove): { items: T[]; to: number } {
  const wanted = move === "up" ? from - 1 : move === "down" ? from + 1 : move.to;
  const to = Math.min(Math.max(wanted, 0), items.length - 1);
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  if (item !== undefined) moved.splice(to, 0, item);
  return { items: moved, to };
}
