import { ChevronRight, CircleCheck } from "lucide-react";
import { href, Link, useNavigation } from "react-router";
import type { RenewalsToday as RenewalsTodayView } from "~/lib/renewals-today";
import type { TodayView } from "~/lib/today-view";
import { LogoutControl } from "./logout-control";
import { RenewalsToday } from "./renewals-today";
import { ScreenSection } from "./screen-section";
import { StaffCard } from "./staff-card";
import { TodayDesk } from "./today-desk";

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

/** "What needs attention": each count links to the screen that deals with it; zero reads as done. */
function AttentionList({ items }: { items: Attention[] }) {
  return (
    <ScreenSection
      id="atencao"
      title="O que precisa de atenção"
      className="mb-8"
      headingClassName="text-sm font-bold tracking-wide text-muted uppercase"
    >
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
    </ScreenSection>
  );
}

/**
 * The access menus, which are also the staff start screens: "Hoje" first (issue 41), what needs
 * attention (admins), then the spec's big destinations and "Sair".
 */
export function StaffMenu({
  title,
  email,
  links,
  attention,
  today,
  renewals,
}: {
  title: string;
  email: string;
  links: StaffDestination[];
  attention?: Attention[];
  today?: TodayView;
  /** The renewals ending soon (the book's, composed by the start screen's route: decision 069). */
  renewals?: RenewalsTodayView;
}) {
  const navigation = useNavigation();
  return (
    <StaffCard
      title={title}
      intro={`Você entrou como ${email}.`}
      wide={attention !== undefined || today !== undefined}
    >
      {today && <TodayDesk today={today} />}
      {renewals && <RenewalsToday renewals={renewals} />}
      {attention && <AttentionList items={attention} />}
      <nav aria-label="Destinos da área dos colaboradores">
        <ul className="grid gap-3 md:grid-cols-2">
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
