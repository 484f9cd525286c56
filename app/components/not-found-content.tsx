import { href, Link } from "react-router";
import { TALK_TO_BROKER_LABEL } from "~/content/product-types";

export function NotFoundContent() {
  return (
    <section className="container-page py-20 text-center">
      <p className="eyebrow">Erro 404</p>
      <h1 className="mt-3 text-3xl font-extrabold text-navy-900 sm:text-4xl">Página não encontrada</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">
        O endereço pode ter mudado ou não existe mais. Recomece pela página inicial ou fale com um corretor.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href("/")} className="btn btn-primary">
          Ir para o início
        </Link>
        <Link to={href("/contact/contact-us")} className="btn btn-ghost">
          {TALK_TO_BROKER_LABEL}
        </Link>
      </div>
    </section>
  );
}
