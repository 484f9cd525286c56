import { ChevronRight } from "lucide-react";
import { Link, useNavigation } from "react-router";
import { LogoutControl } from "./logout-control";
import { StaffCard } from "./staff-card";

/** The access menus: a few big destinations and "Sair". */
export function StaffMenu({
  title,
  email,
  links,
}: {
  title: string;
  email: string;
  links: Array<{ to: string; label: string; hint: string }>;
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
