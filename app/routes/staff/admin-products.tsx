import { href } from "react-router";
import { requireAdmin } from "~/.server/auth";
import { currentContent } from "~/.server/content";
import { CONTENT_DONE, setProductHidden } from "~/.server/content-actions";
import { redirectWithFlash } from "~/.server/flash";
import { ACTION_FAILED, formAction } from "~/.server/form-result";
import { parseInput } from "~/.server/refusal";
import { DocumentRowActions } from "~/components/document-row-actions";
import { ActionError } from "~/components/forms/action-error";
import { productPath } from "~/content/product-types";
import { products as productDefaults } from "~/content/products";
import { staffMeta } from "~/lib/staff-meta";
import { z } from "~/lib/zod";
import type { Route } from "./+types/admin-products";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Páginas de produto");
export const handle: AdminScreenHandle = { heading: "Páginas de produto" };

const slugs = productDefaults.map((p) => p.slug) as [string, ...string[]];
const visibilitySchema = z.object({
  intent: z.enum(["hide", "show"], { error: "Ação desconhecida." }),
  slug: z.enum(slugs, { error: "Produto não encontrado." }),
});

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
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

export async function action({ request }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent, slug } = parseInput(visibilitySchema, form);
    const done = await setProductHidden(user.id, slug, intent === "hide");
    return redirectWithFlash(href("/admin-portal/products"), CONTENT_DONE[done]);
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
