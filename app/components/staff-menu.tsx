import { ChevronRight, CircleCheck, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { href, Link, useNavigation } from "react-router";
import { LogoutControl } from "./logout-control";
import { StaffCard } from "./staff-card";

export interface StaffDestination {
  to: string;
  label: string;
  hint: string;
}

/** Where the access menus lead: each destination described once for both menus. */
export const staffDestinations = {
  portal: {
    to: href("/employee-portal"),
    label: "Portal do Colaborador",
    hint: "Guias, contatos e dados das seguradoras",
  },
  users: {
    to: href("/admin-portal"),
    label: "Administração de usuários",
    hint: "Aprovar, editar e excluir acessos",
  },
  messages: {
    to: href("/admin-portal/messages"),
    label: "Mensagens do site",
    hint: "Contatos recebidos pelo formulário",
  },
  launch: {
    to: href("/admin-portal/launch"),
    label: "Pronto para publicar",
    hint: "O que ainda é exemplo ou está em branco no site",
  },
} satisfies Record<string, StaffDestination>;

/** A start screen's count (app/.server/staff-start.ts), as the browser gets it. */
export interface Attention {
  id: string;
  count: number;
  one: string;
  many: string;
  to: string;
}

/** A block of a start screen under its small heading; a data attribute given goes on the section. */
function MenuBlock({
  id,
  title,
  children,
  ...data
}: {
  id: string;
  title: string;
  children: ReactNode;
  "data-stalled-total"?: number;
}) {
  return (
    <section aria-labelledby={id} className="mb-8" {...data}>
      <h2 id={id} className="text-sm font-bold tracking-wide text-muted uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "What needs attention": each count links to the screen that deals with it; zero reads as done. */
function AttentionList({ items }: { items: Attention[] }) {
  return (
    <MenuBlock id="atencao" title="O que precisa de atenção">
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {items.map((item) => {
          const idle = item.count === 0;
          return (
            <li key={item.id}>
              <Link
                to={item.to}
                data-attention={item.id}
                className={`flex h-full items-center gap-4 rounded-2xl border p-4 transition hover:border-brand-500 ${idle ? "border-line bg-surface" : "border-amber-400 bg-amber-100/40"}`}
              >
                <span
                  className={`text-3xl font-extrabold tabular-nums ${idle ? "text-muted" : "text-navy-900"}`}
                  data-testid="attention-count"
                >
                  {item.count}
                </span>
                <span className="text-sm font-bold text-navy-900">
                  {item.count === 1 ? item.one : item.many}
                </span>
                {idle && (
                  <CircleCheck aria-hidden="true" className="ml-auto h-5 w-5 shrink-0 text-success-700" />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </MenuBlock>
  );
}

/** The parado leads at the top of a start screen (app/.server/staff-start.ts stalledStart). */
export interface StalledView {
  scope: "own" | "all";
  total: number;
  leads: Array<{ id: string; name: string; about: string; why: string; to: string }>;
  listTo: string;
}

/**
 * The start screen's first block (issue 29): the parado leads, longest parado first, each a link
 * to its page, and the desk's list filtered to all of them; none reads as done.
 */
function StalledList({ stalled }: { stalled: StalledView }) {
  const mine = stalled.scope === "own";
  return (
    <MenuBlock
      id="paradas"
      title={mine ? "Suas oportunidades paradas" : "Oportunidades paradas"}
      data-stalled-total={stalled.total}
    >
      {stalled.total === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-2xl border border-line bg-surface p-4 text-sm font-bold text-navy-900">
          <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-success-700" />
          {mine ? "Nenhuma oportunidade sua está parada." : "Nenhuma oportunidade parada."}
        </p>
      ) : (
        <>
          <ul className="mt-3 space-y-2">
            {stalled.leads.map((lead) => (
              <li key={lead.id}>
                <Link
                  to={lead.to}
                  data-stalled-lead={lead.id}
                  className="flex items-center gap-3 rounded-2xl border border-amber-400 bg-amber-100/40 p-4 transition hover:border-brand-500"
                >
                  <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-navy-900" />
                  <span className="min-w-0">
                    <span className="block truncate font-bold text-navy-900">{lead.name}</span>
                    <span className="block text-sm break-words text-navy-900">{lead.about}</span>
                    <span className="block text-sm text-muted">{lead.why}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="ml-auto h-5 w-5 shrink-0 text-brand-600" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link to={stalled.listTo} className="font-bold text-brand-700 underline-offset-4 hover:underline">
              {stalled.total === 1
                ? "Ver a oportunidade parada na lista"
                : `Ver todas as ${stalled.total} paradas`}
            </Link>
          </p>
        </>
      )}
    </MenuBlock>
  );
}

/**
 * The access menus, which are also the staff start screens: the parado leads first (issue 29),
 * what needs attention (admins), then the spec's big destinations and "Sair".
 */
export function StaffMenu({
  title,
  email,
  links,
  attention,
  stalled,
}: {
  title: string;
  email: string;
  links: StaffDestination[];
  attention?: Attention[];
  stalled?: StalledView;
}) {
  const navigation = useNavigation();
  return (
    <StaffCard
      title={title}
      intro={`Você entrou como ${email}.`}
      wide={attention !== undefined || stalled !== undefined}
    >
      {stalled && <StalledList stalled={stalled} />}
      {attention && <AttentionList items={attention} />}
      <nav aria-label="Destinos da área dos colaboradores">
        <ul className="space-y-3">
          {links.map((link) => {
            const loading = navigation.state === "loading" && navigation.location.pathname === link.to;
            return (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex items-center justify-between gap-4 rounded-2xl border border-line p-4 transition hover:border-brand-500 hover:bg-brand-50"
                >
                  <span>
                    <span className="block font-bold text-navy-900">{link.label}</span>
                    <span className="block text-sm text-muted">{loading ? "Carregando…" : link.hint}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-8 flex justify-end">
        <LogoutControl />
      </div>
    </StaffCard>
  );
}
