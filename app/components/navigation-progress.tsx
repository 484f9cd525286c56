import { useNavigation } from "react-router";

/**
 * While the next page's data loads (e.g. opening the Portal do Colaborador), a thin bar runs
 * along the top and screen readers hear "Carregando…".
 */
export function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-amber-500 transition-transform duration-700 ease-out motion-reduce:transition-none ${busy ? "scale-x-75" : "scale-x-0"}`}
      />
      <div className="sr-only" aria-live="polite">
        {busy ? "Carregando…" : ""}
      </div>
    </>
  );
}
