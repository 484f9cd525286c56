import { Form, Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Modal } from "./modal";

/**
 * "Sair" always asks first. The question lives in the URL (?sair=1), so it works the same with
 * and without JavaScript; "Sim" posts to /access/logout, which ends the session.
 */
export function LogoutControl() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const open = params.get("sair") === "1";
  return (
    <>
      <Link to="?sair=1" preventScrollReset replace className="btn btn-ghost">
        Sair
      </Link>
      <Modal
        open={open}
        title="Deseja realmente sair?"
        onDismiss={() => navigate(pathname, { replace: true, preventScrollReset: true })}
      >
        <p className="text-muted">Você precisará entrar novamente para acessar a área dos colaboradores.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Form method="post" action="/access/logout">
            <button type="submit" className="btn btn-primary">
              Sim, sair
            </button>
          </Form>
          <Link to={pathname} replace preventScrollReset className="btn btn-ghost">
            Não
          </Link>
        </div>
      </Modal>
    </>
  );
}
