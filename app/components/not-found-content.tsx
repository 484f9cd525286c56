import { href, Link } from "react-router";
import { useTalkLabel } from "~/root-data";

export function NotFoundContent() {
  const talk = useTalkLabel();
  return (
    <section className="container-page py-20 text-center">
      <p className="eyebrow">Erro 404</p>
      <h1 className="mt-3 text-3xl font-extrabold text-navy-900 sm:text-4xl">Página não encontrada</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">
        O endereço pode ter mudado ou não existe mais. Recomece pela página inicial ou fale com a gente.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={href("/")} className="btn btn-primary">
          Ir para o início
        </Link>
        <Link to={href("/contact/contact-us")} className="btn btn-ghost">
          {talk}
        </Link>
      </div>
    </section>
  );
}
