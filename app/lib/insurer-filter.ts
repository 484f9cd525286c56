/** Lower case without accents: "Bradesco Seguros" matches "bradésco". */
export function searchable(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** The insurers whose name contains the query (all of them for an empty query). */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const q = searchable(query);
  return q ? items.filter((item) => searchable(item.name).includes(q)) : [...items];
}
