/**
 * The renewals on "Hoje" (issue 42, decision 069) as the start screens get them: built by
 * app/.server/book/renewal-today.ts, drawn by components/renewals-today.tsx. Types only.
 */
export interface RenewalsToday {
  scope: "own" | "all";
  /** Open renewals ending within `soonDays` or already ended. */
  total: number;
  soonDays: number;
  listTo: string;
  renewals: Array<{
    id: string;
    client: string;
    /** Product · insurer · status. */
    about: string;
    /** "faltam 5 dias", "terminou há 2 dias". */
    when: string;
    late: boolean;
    mine: boolean;
    to: string;
  }>;
}
