import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { RenewalsToday as RenewalsTodayView } from "~/lib/renewals-today";
import { ScreenSection } from "./screen-section";

/**
 * "Hoje"'s renewals (issue 42, decision 069): the open renewals ending soon or already ended, each
 * a link to its page; "terminou há…" in words, not only in red.
 */
export function RenewalsToday({ renewals }: { renewals: RenewalsTodayView }) {
  const title =
    renewals.scope === "own"
      ? `Suas renovações: vigência terminando em até ${renewals.soonDays} dias ou já terminada`
      : `Renovações: vigência terminando em até ${renewals.soonDays} dias ou já terminada`;
  return (
    <ScreenSection
      id="hoje-renovacoes"
      data-testid="renewals-today"
      title={title}
      className="mb-8"
      level={3}
      headingClassName="text-base font-extrabold text-navy-900"
    >
      {renewals.total === 0 ? (
        <p className="mt-2 text-sm text-muted">Nenhuma renovação perto do fim. Tudo em dia.</p>
      ) : (
        <>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {renewals.renewals.map((r) => (
              <li
                key={r.id}
                className={`rounded-2xl border bg-white p-4 ${r.late ? "border-red-300" : "border-line"}`}
              >
                <Link to={r.to} className="group flex items-start gap-3 rounded-lg">
                  <span className="min-w-0 flex-1">
                    <span className="font-bold text-navy-900 underline-offset-4 group-hover:underline">
                      {r.client}
                    </span>
                    <span className="mt-1 block text-sm break-words text-navy-900">{r.about}</span>
                    <span
                      className={`mt-1 block text-sm ${r.late ? "font-bold text-danger-700" : "text-muted"}`}
                    >
                      {`Vigência: ${r.when}`}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            <Link to={renewals.listTo} className="font-semibold text-brand-700 underline underline-offset-4">
              {renewals.total > renewals.renewals.length
                ? `Ver as ${renewals.total} renovações`
                : "Abrir a lista de renovações"}
            </Link>
          </p>
        </>
      )}
    </ScreenSection>
  );
}
