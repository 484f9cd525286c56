/**
 * The staff area's places (staff-shell.tsx draws them): roles, the navigation in its order, and
 * which place a path belongs to.
 */
import {
  BriefcaseBusiness,
  FileText,
  Home,
  Inbox,
  Landmark,
  type LucideIcon,
  ScrollText,
  ShieldCheck,
  Target,
  UserSearch,
  Users,
} from "lucide-react";
import { href } from "react-router";

/** A staff member's role, as the users table holds it. */
export type Role = "admin" | "collaborator";

/** Who the staff shell shows as signed in; null on the login, registration and second-step screens. */
export interface ShellPerson {
  /** The name, else the e-mail: what a colleague recognises. */
  display: string;
  email: string;
  role: Role;
}

export const ROLE_LABELS: Record<Role, string> = { admin: "Administrador", collaborator: "Colaborador" };

/** One place of the staff navigation, with the paths it covers (the longest covering path wins). */
export interface StaffNavItem {
  id:
    | "start"
    | "leads"
    | "book"
    | "messages"
    | "users"
    | "content"
    | "insurers"
    | "audit"
    | "personal-data"
    | "portal";
  label: string;
  to: string;
  icon: LucideIcon;
  /**
   * Paths this item is current on: each exactly, and (unless `exact`) everything under it. Its
   * own `to` and its screens' paths, and the `also` it is written with.
   */
  covers: string[];
  exact?: boolean;
  adminOnly?: boolean;
  /**
   * The area's screens, shown as a second row of tabs while the area is open (the longest
   * covering tab is the current one).
   */
  screens?: { label: string; to: string }[];
}

/** A place as the list below writes it: the paths it covers besides its own and its screens'. */
type Place = Omit<StaffNavItem, "covers"> & { also?: string[] };

/** The staff navigation in its order; admin-only places are left out for collaborators. */
export function staffNavigation(role: Role): StaffNavItem[] {
  const places: Place[] = [
    {
      id: "start",
      label: "Início",
      to: role === "admin" ? href("/access/admin-menu") : href("/access/main-menu"),
      icon: Home,
      also: [href("/access/admin-menu"), href("/access/main-menu")],
      exact: true,
    },
    {
      // The lead desk (issue 29): every approved person works their leads here. Admins also
      // find the desk's own admin screens here as tabs, not as places of their own: one place
      // for everything about leads keeps the phone's menu short.
      id: "leads",
      label: "Oportunidades",
      to: href("/employee-portal/leads"),
      icon: Target,
      ...(role === "admin" && {
        screens: [
          { label: "Lista", to: href("/employee-portal/leads") },
          { label: "Indicadores", to: href("/admin-portal/lead-indicators") },
          { label: "Funil", to: href("/admin-portal/lead-stages") },
          { label: "Distribuição", to: href("/admin-portal/lead-owners") },
        ],
      }),
    },
    {
      // The Carteira (issue 42): clients, their policies and renewals, for every approved person;
      // admins also import a book and set and read the renewal desk here.
      id: "book",
      label: "Carteira",
      to: href("/employee-portal/clients"),
      icon: BriefcaseBusiness,
      also: ["/employee-portal/policies"],
      screens: [
        { label: "Clientes", to: href("/employee-portal/clients") },
        { label: "Renovações", to: href("/employee-portal/renewals") },
        ...(role === "admin"
          ? [
              { label: "Importar", to: href("/employee-portal/import") },
              { label: "Indicadores de renovação", to: href("/admin-portal/renewal-indicators") },
              { label: "Janelas de renovação", to: href("/admin-portal/renewal-settings") },
            ]
          : []),
      ],
    },
    { id: "messages", label: "Mensagens", to: href("/admin-portal/messages"), icon: Inbox, adminOnly: true },
    { id: "users", label: "Usuários", to: href("/admin-portal"), icon: Users, exact: true, adminOnly: true },
    {
      id: "content",
      label: "Conteúdo do site",
      to: href("/admin-portal/site"),
      icon: FileText,
      also: ["/admin-portal/history"],
      adminOnly: true,
      screens: [
        { label: "Dados da corretora", to: href("/admin-portal/site") },
        { label: "Páginas de produto", to: href("/admin-portal/products") },
        { label: "Pronto para publicar", to: href("/admin-portal/launch") },
      ],
    },
    {
      id: "insurers",
      label: "Seguradoras",
      to: href("/admin-portal/insurers"),
      icon: Landmark,
      also: ["/admin-portal/history/insurer"],
      adminOnly: true,
    },
    { id: "audit", label: "Auditoria", to: href("/admin-portal/audit"), icon: ScrollText, adminOnly: true },
    {
      id: "personal-data",
      label: "Dados pessoais",
      to: href("/admin-portal/personal-data"),
      icon: UserSearch,
      adminOnly: true,
    },
    { id: "portal", label: "Portal do Colaborador", to: href("/employee-portal"), icon: ShieldCheck },
  ];
  return places
    .filter((place) => role === "admin" || !place.adminOnly)
    .map(({ also = [], ...place }) => ({
      ...place,
      covers: [...new Set([place.to, ...(place.screens ?? []).map((screen) => screen.to), ...also])],
    }));
}

/** The item the path belongs to: the longest path that covers it (the router ignores letter case). */
export function currentItem(items: StaffNavItem[], pathname: string): StaffNavItem | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  let best: { item: StaffNavItem; length: number } | undefined;
  for (const item of items) {
    for (const cover of item.covers) {
      const hit = path === cover || (!item.exact && path.startsWith(`${cover}/`));
      if (hit && (!best || cover.length > best.length)) best = { item, length: cover.length };
    }
  }
  return best?.item;
}
