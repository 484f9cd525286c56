import { BellRing, X } from "lucide-react";
import { useEffect, useState } from "react";
import { href, Link, useLocation } from "react-router";
import type { UnseenLeads } from "~/lib/today-view";

/** The leads new to the signed-in person, as the browser gets it (app/lib/today-view.ts). */
export type UnseenView = UnseenLeads;

/** How often the shell asks for new leads while its tab is in view. */
const POLL_MS = 60_000;
/** The newest lead whose notice the person closed (this tab): closed, it stays closed until another arrives. */
const DISMISSED_KEY = "staff-unseen-dismissed";

/**
 * The leads new to the person, kept fresh: what the shell's loader said at the last navigation,
 * then every minute while the tab is in view (and when it comes back into view), by a plain fetch
 * of their own count (routes/staff/unseen-leads.ts). Whichever answered last is shown.
 */
export function useUnseenLeads(fromLoader: UnseenView | null): UnseenView | null {
  const [latest, setLatest] = useState(fromLoader);
  useEffect(() => setLatest(fromLoader), [fromLoader]);
  const signedIn = fromLoader !== null;
  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    const ask = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const response = await fetch(href("/employee-portal/unseen-leads"), {
          headers: { Accept: "application/json" },
        });
        // A session that ended answers with the login's redirect: nothing to show.
        if (!stopped && response.ok && response.headers.get("Content-Type")?.includes("json")) {
          setLatest((await response.json()) as UnseenView);
        }
      } catch {
        // Offline for a moment: the next minute asks again.
      }
    };
    const timer = window.setInterval(ask, POLL_MS);
    document.addEventListener("visibilitychange", ask);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", ask);
    };
  }, [signedIn]);
  return latest;
}

/**
 * "Nova oportunidade para você" (issue 41): on every staff screen but the lead itself and the
 * start screens (whose "Hoje" lists it), while a lead handed to the person waits to be opened.
 * A polite live region, so a screen reader hears a lead that arrives while the person works.
 */
export function UnseenLeadsNotice({ unseen }: { unseen: UnseenView | null }) {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => setDismissed(sessionStorage.getItem(DISMISSED_KEY)), []);
  const newest = unseen?.newest ?? null;
  const onItsScreen =
    newest !== null &&
    (pathname === newest.to ||
      pathname === href("/access/main-menu") ||
      pathname === href("/access/admin-menu"));
  const shown = newest !== null && !onItsScreen && dismissed !== newest.id;
  return (
    <div aria-live="polite" className="container-page">
      {shown && unseen && (
        <div
          data-unseen-notice
          className="mt-4 flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-navy-900"
        >
          <BellRing aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <p className="min-w-0 flex-1">
            <span className="font-bold">
              {unseen.count === 1
                ? "Nova oportunidade para você: "
                : `${unseen.count} oportunidades novas para você. A mais recente: `}
            </span>
            {newest.name}
            {newest.product ? ` · ${newest.product}` : ""}.{" "}
            <Link to={newest.to} className="font-bold text-brand-700 underline underline-offset-4">
              Abrir
            </Link>
          </p>
          <button
            type="button"
            onClick={() => {
              sessionStorage.setItem(DISMISSED_KEY, newest.id);
              setDismissed(newest.id);
            }}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Fechar o aviso</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The count beside "Oportunidades" in the navigation, read as words by a screen reader. */
export function UnseenBadge({ count, className = "" }: { count: number; className?: string }) {
  if (count === 0) return null;
  return (
    <span
      data-unseen-count={count}
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-danger-700 px-1.5 text-xs font-bold text-white ${className}`}
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{count === 1 ? "(1 nova para você)" : `(${count} novas para você)`}</span>
    </span>
  );
}
