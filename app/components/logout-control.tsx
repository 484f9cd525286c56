import { href, Link, useSearchParams } from "react-router";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * "Sair" always asks first. The question lives in the URL (?sair=1), so it works the same with
 * and without JavaScript; "Sim" posts to /access/logout, which ends the session.
 */
export function LogoutControl() {
  const [params] = useSearchParams();
  return (
    <>
      <Link to="?sair=1" preventScrollReset replace className="btn btn-ghost">
        Sair
      </Link>
      {params.get("sair") === "1" && (
        <ConfirmDialog title="Deseja realmente sair?" yes="Sim, sair" action={href("/access/logout")}>
          <p className="text-muted">Você precisará entrar novamente para acessar a área dos colaboradores.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
