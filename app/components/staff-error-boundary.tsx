import { href, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { isChunkLoadError, ReloadPrompt } from "./release-reload-prompt";

/** What a staff screen says for each expected answer of a loader or action (`invariantResponse`). */
const TITLES: Record<number, string> = {
  400: "Pedido inválido",
  403: "Acesso restrito",
  404: "Não encontrado",
};

/**
 * The staff screens' own error boundary (admin layout, portal, menus): an expected 404 or 403
 * keeps the loader's Portuguese text ("Seguradora não encontrada.") and leads back to the staff
 * menu, instead of the public site's "Algo deu errado" page. Anything unexpected says so without
 * details (the stack is in the server log with the request's id).
 */
export function StaffErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ReloadPrompt />;
  const response = isRouteErrorResponse(error) ? error : undefined;
  const status = response?.status ?? 500;
  const detail =
    response && typeof response.data === "string" && response.data.length <= 200
      ? response.data
      : "Não foi possível abrir esta tela agora. Tente novamente em instantes.";
  return (
    <section className="bg-surface">
      <div className="container-page py-16 text-center">
        <p className="eyebrow">Erro {status}</p>
        <h1 className="mt-3 text-3xl font-extrabold text-navy-900 sm:text-4xl">
          {TITLES[status] ?? "Algo deu errado por aqui"}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-muted">{detail}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={href("/access/main-menu")} className="btn btn-primary">
            Voltar ao menu
          </Link>
        </div>
      </div>
    </section>
  );
}
