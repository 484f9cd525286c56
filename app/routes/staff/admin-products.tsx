import { href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { CONTENT_DONE, currentContent, runProductsAction } from "~/.server/content";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { DocumentRowActions } from "~/components/document-row-actions";
import { ActionError } from "~/components/forms/action-error";
import { productPath } from "~/content/product-types";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-products";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Páginas de produto");
export const handle: AdminScreenHandle = { heading: "Páginas de produto" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return {
    products: currentContent().products.map((p) => ({
      slug: p.slug,
      title: p.title,
      category: p.category,
      path: productPath(p),
      hidden: p.hidden,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runProductsAction(app, user.id, form);
    return redirectWithFlash(app, href("/admin-portal/products"), CONTENT_DONE[done]);
  });
}

const categoryTitle = { insurances: "Seguros", financial: "Financeiros" } as const;

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ActionError data={actionData} />
      <p className="mt-2 max-w-2xl text-muted">
        Edite os textos de cada página. Um produto oculto sai dos menus, do rodapé, do mapa do site e dos
        links da página inicial, e o endereço dele responde “página não encontrada” até ser mostrado de novo.
      </p>
      {(["insurances", "financial"] as const).map((category) => (
        <section key={category} aria-labelledby={`produtos-${category}`} className="mt-8">
          <h2 id={`produtos-${category}`} className="text-2xl font-extrabold text-navy-900">
            {categoryTitle[category]}
          </h2>
          <ul className="mt-4 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white shadow-card">
            {loaderData.products
              .filter((p) => p.category === category)
              .map((p) => (
                <li key={p.slug} className="flex flex-wrap items-center justify-between gap-3 p-4">
                  <div>
                    <p className="font-bold text-navy-900">{p.title}</p>
                    <p className="text-sm text-muted">
                      {p.path} ·{" "}
                      {p.hidden ? (
                        <span className="font-semibold text-danger-700">Oculto</span>
                      ) : (
                        <span className="font-semibold text-success-700">Visível</span>
                      )}
                    </p>
                  </div>
                  <DocumentRowActions
                    name={p.title}
                    idField={{ name: "slug", value: p.slug }}
                    editTo={href("/admin-portal/products/:slug", { slug: p.slug })}
                    historyTo={href("/admin-portal/history/:kind/:key", { kind: "product", key: p.slug })}
                    hidden={p.hidden}
                  />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
