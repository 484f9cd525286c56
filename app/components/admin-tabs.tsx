import { href, NavLink } from "react-router";

/** The admin portal's areas. */
export function AdminTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-4 py-2 text-sm font-bold transition ${isActive ? "bg-navy-900 text-white" : "text-brand-700 hover:bg-brand-50"}`;
  return (
    <nav aria-label="Áreas da administração" className="flex flex-wrap gap-2">
      <NavLink to={href("/admin-portal")} end className={tab}>
        Usuários e portal
      </NavLink>
      <NavLink to={href("/admin-portal/messages")} className={tab}>
        Mensagens
      </NavLink>
      <NavLink to={href("/admin-portal/site")} className={tab}>
        Dados da corretora
      </NavLink>
      <NavLink to={href("/admin-portal/products")} className={tab}>
        Páginas de produto
      </NavLink>
      <NavLink to={href("/admin-portal/insurers")} className={tab}>
        Seguradoras
      </NavLink>
      <NavLink to={href("/admin-portal/audit")} className={tab}>
        Auditoria
      </NavLink>
      <NavLink to={href("/admin-portal/launch")} className={tab}>
        Pronto para publicar
      </NavLink>
    </nav>
  );
}
