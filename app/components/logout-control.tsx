import { href, Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

/** The query that opens the logout question, on whichever staff screen "Sair" was pressed. */
const LOGOUT_QUERY = "sair";

/**
 * "Sair" always asks first. The question lives in the URL (?sair=1), so it works the same with
 * and without JavaScript; the staff shell shows the question once (LogoutQuestion), whichever
 * "Sair" opened it (the top bar's, a menu's, the phone menu's).
 */
export function LogoutControl({ className = "btn btn-ghost" }: { className?: string }) {
  return (
    <Link to={`?${LOGOUT_QUERY}=1`} preventScrollReset replace className={className}>
      Sair
    </Link>
  );
}

/** The spec's confirmation: "Sim" posts to /access/logout, which ends the session. */
export function LogoutQuestion() {
  const [params] = useSearchParams();
  if (params.get(LOGOUT_QUERY) !== "1") return null;
  return (
    <ConfirmDialog title="Deseja realmente sair?" yes="Sim, sair" action={href("/access/logout")}>
      <p className="text-muted">Você precisará entrar novamente para acessar a área dos colaboradores.</p>
    </ConfirmDialog>
  );
}
