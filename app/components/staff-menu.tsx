import { ChevronRight } from "lucide-react";
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

/** The access menus: a few big destinations and "Sair". */
export function StaffMenu({
  title,
  email,
  links,
}: {
  title: string;
  email: string;
  links: StaffDestination[];
}) {
  const navigation = useNavigation();
  return (
    <StaffCard title={title} intro={`Você entrou como ${email}.`}>
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
