import { Home, Menu, Target, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { href, Link, useLocation, useRouteLoaderData } from "react-router";
import type { SiteDetails } from "~/content/site-config";
import { STAFF_SHELL_ID } from "~/private-areas";
import { BrandLogo } from "./brand-logo";
import { LogoutControl, LogoutQuestion } from "./logout-control";
import {
  currentItem,
  ROLE_LABELS,
  type ShellPerson,
  type StaffNavItem,
  staffNavigation,
} from "./staff-navigation";
import { UnseenBadge, UnseenLeadsNotice, type UnseenView, useUnseenLeads } from "./unseen-leads";

/** The brokerage as the shell shows it: its name and, when uploaded, its logo. */
export type StaffShellBrand = Pick<SiteDetails, "name" | "logo">;

/**
 * The brokerage as the staff area shows it: its mark and name. The one place both are drawn
 * (an uploaded logo will replace the mark here).
 */
export function StaffBrand({ brand, to }: { brand: StaffShellBrand; to: string }) {
  return (
    <Link to={to} className="flex min-w-0 items-center gap-3 rounded-lg">
      <BrandLogo site={brand} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span className="truncate font-extrabold tracking-tight text-navy-900" data-testid="staff-brand-name">
          {brand.name}
        </span>
        <span className="text-xs font-medium text-muted">Área da equipe</span>
      </span>
    </Link>
  );
}

function PersonBadge({ person }: { person: ShellPerson }) {
  return (
    <p className="min-w-0 text-right leading-tight">
      <span className="sr-only">Conectado: </span>
      {/* Phones keep the bar for the brokerage's name: the person is in the menu's sheet. */}
      <span className="hidden truncate text-sm font-bold text-navy-900 sm:block">{person.display}</span>
      <span className="block text-xs font-medium text-muted max-sm:rounded-full max-sm:bg-brand-50 max-sm:px-3 max-sm:py-1 max-sm:font-bold max-sm:text-brand-700">
        {ROLE_LABELS[person.role]}
      </span>
    </p>
  );
}

/** aria-current: "page" on the place's own screen, "true" on a screen inside it. */
function currentness(item: StaffNavItem, current: StaffNavItem | undefined, pathname: string) {
  if (item !== current) return undefined;
  return pathname.toLowerCase().replace(/\/+$/, "") === item.to ? "page" : "true";
}

function NavItems({
  items,
  layout,
  unseen,
  onNavigate,
}: {
  items: StaffNavItem[];
  layout: "row" | "column";
  /** Leads new to the person: counted beside "Oportunidades". */
  unseen: number;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const current = currentItem(items, pathname);
  return (
    <ul className={layout === "row" ? "-mb-px flex gap-1" : "grid gap-1"}>
      {items.map((item) => {
        const ariaCurrent = currentness(item, current, pathname);
        const Icon = item.icon;
        const style =
          layout === "row"
            ? `inline-flex items-center gap-2 border-b-2 px-3 py-3 text-sm font-bold transition ${ariaCurrent ? "border-brand-600 text-navy-900" : "border-transparent text-muted hover:border-line hover:text-navy-900"}`
            : `flex min-h-12 items-center gap-3 rounded-xl px-4 py-3 font-bold transition ${ariaCurrent ? "bg-brand-50 text-navy-900" : "text-ink hover:bg-surface"}`;
        return (
          <li key={item.id}>
            <Link to={item.to} aria-current={ariaCurrent} className={style} onClick={onNavigate}>
              <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-600" />
              {item.label}
              {item.id === "leads" && <UnseenBadge count={unseen} />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

const SHEET_ID = "menu-da-equipe";

/** A place in the phone's bottom bar: its icon over its name, a thumb's width. */
const DOCK_TAB =
  "inline-flex min-h-12 min-w-16 flex-col items-center justify-center gap-0.5 rounded-xl px-2 text-xs font-bold text-navy-900 hover:bg-surface aria-[current]:bg-brand-50";

/**
 * Phones: a bar at the bottom, where the thumb is, with "Início", "Oportunidades" and "Menu". The menu is a
 * native popover (works without JavaScript, Escape and a tap outside close it, focus goes back
 * to "Menu"); it holds the navigation, who is signed in and "Sair".
 */
function PhoneDock({
  items,
  person,
  unseen,
}: {
  items: StaffNavItem[];
  person: ShellPerson;
  unseen: number;
}) {
  const sheet = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const start = items[0];
  const leads = items.find((item) => item.id === "leads");
  const current = currentItem(items, location.pathname);

  const close = () => {
    const el = sheet.current;
    if (el?.matches(":popover-open")) el.hidePopover();
  };
  // Any navigation (a place, "Sair" opening its question) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new location.
  useEffect(close, [location.key]);
  useEffect(() => {
    const el = sheet.current;
    if (!el) return;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open") {
        el.querySelector<HTMLElement>("[aria-current], a")?.focus();
      } else if (!document.activeElement || document.activeElement === document.body) {
        opener.current?.focus();
      }
    };
    el.addEventListener("toggle", onToggle);
    return () => el.removeEventListener("toggle", onToggle);
  }, []);

  return (
    <>
      <div
        data-staff-dock
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      >
        <div className="container-page flex h-16 items-center justify-between gap-2">
          {start && (
            <Link
              to={start.to}
              aria-current={currentness(start, current, location.pathname)}
              className={DOCK_TAB}
            >
              <Home aria-hidden="true" className="h-5 w-5 text-brand-600" />
              Início
            </Link>
          )}
          {/* The desk is one tap away from anywhere (issue 41). */}
          {leads && (
            <Link
              to={leads.to}
              aria-current={currentness(leads, current, location.pathname)}
              className={`relative ${DOCK_TAB}`}
            >
              <Target aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
              {leads.label}
              {/* After the name (read "Oportunidades (1 nova para você)"), drawn on the icon. */}
              <UnseenBadge count={unseen} className="absolute top-0.5 left-1/2 ml-2" />
            </Link>
          )}
          <button
            ref={opener}
            type="button"
            popoverTarget={SHEET_ID}
            className="btn btn-primary min-h-12 !px-5"
            aria-controls={SHEET_ID}
          >
            <Menu aria-hidden="true" className="h-5 w-5" />
            Menu
          </button>
        </div>
      </div>
      <div
        ref={sheet}
        id={SHEET_ID}
        popover="auto"
        className="inset-x-0 top-auto bottom-0 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-[var(--radius-card)] border border-line bg-white p-0 text-ink shadow-card backdrop:bg-navy-950/50 lg:hidden"
      >
        <div className="container-page pt-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))]">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <p className="truncate font-bold text-navy-900">{person.display}</p>
              <p className="text-sm text-muted">{ROLE_LABELS[person.role]}</p>
            </div>
            <button
              type="button"
              popoverTarget={SHEET_ID}
              popoverTargetAction="hide"
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-navy-900 hover:bg-surface"
            >
              <X aria-hidden="true" />
              <span className="sr-only">Fechar menu</span>
            </button>
          </div>
          <nav aria-label="Menu da equipe" className="mt-4">
            <NavItems items={items} layout="column" unseen={unseen} onNavigate={close} />
          </nav>
          <div className="mt-4 border-t border-line pt-4">
            <LogoutControl className="btn btn-ghost w-full" />
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * The staff area's frame: a compact top bar (brokerage, who is signed in and their role, "Sair")
 * with the staff navigation under it on wide screens, and a bottom bar with the menu on phones.
 * Signed out (login, registration, second step) it shows only the brokerage and the way back.
 */
export function StaffShell({
  brand,
  person,
  unseen: unseenFromLoader = null,
  children,
}: {
  brand: StaffShellBrand;
  person: ShellPerson | null;
  /** The leads new to the person (null signed out). */
  unseen?: UnseenView | null;
  children: React.ReactNode;
}) {
  const items = person ? staffNavigation(person.role) : [];
  const unseen = useUnseenLeads(person ? unseenFromLoader : null);
  const unseenCount = unseen?.count ?? 0;
  const start = items[0]?.to ?? href("/");
  return (
    // --staff-dock: the phone's bottom bar, which sticky save bars sit on (forms/editor.tsx).
    <div
      data-staff-shell
      data-signed-in={person ? "" : undefined}
      className={`flex min-h-dvh flex-col bg-surface ${person ? "[--staff-dock:calc(4rem_+_env(safe-area-inset-bottom))] lg:[--staff-dock:0rem]" : ""}`}
    >
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <StaffBrand brand={brand} to={start} />
          {person ? (
            <div className="flex min-w-0 items-center gap-4">
              <PersonBadge person={person} />
              <LogoutControl className="btn btn-ghost hidden !px-4 !py-2 text-sm lg:inline-flex" />
            </div>
          ) : (
            <Link to={href("/")} className="btn btn-ghost shrink-0 !px-4 !py-2 text-sm">
              Voltar ao site
            </Link>
          )}
        </div>
        {person && (
          <nav aria-label="Menu da equipe" className="hidden lg:block">
            <div className="container-page">
              <NavItems items={items} layout="row" unseen={unseenCount} />
            </div>
          </nav>
        )}
      </header>
      <main id="conteudo" tabIndex={-1} className={`flex-1 outline-none ${person ? "pb-20 lg:pb-0" : ""}`}>
        {person && <UnseenLeadsNotice unseen={unseen} />}
        {children}
      </main>
      {person && <PhoneDock items={items} person={person} unseen={unseenCount} />}
      <LogoutQuestion />
    </div>
  );
}

/** The tab of the area's screens the path is on: the longest covering one, as `currentItem` does. */
export function currentScreen(
  screens: NonNullable<StaffNavItem["screens"]>,
  pathname: string,
): { to: string; exact: boolean } | undefined {
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  let best: { to: string; exact: boolean } | undefined;
  for (const { to } of screens) {
    const hit = path === to || path.startsWith(`${to}/`);
    if (hit && (!best || to.length > best.to.length)) best = { to, exact: path === to };
  }
  return best;
}

/**
 * The open area's own screens as tabs (the site's content; the leads' list, indicators, funnel
 * and distribution), for the signed-in person's role: a collaborator's areas have no tabs. Admin
 * screens get it from their layout; the lead desk's screens, outside that layout, draw it themselves.
 */
export function StaffAreaTabs({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  const shell = useRouteLoaderData(STAFF_SHELL_ID) as { person: ShellPerson | null } | undefined;
  const role = shell?.person?.role;
  const area = role ? currentItem(staffNavigation(role), pathname) : undefined;
  if (!area?.screens) return null;
  const current = currentScreen(area.screens, pathname);
  return (
    <nav aria-label={area.label} className={`-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0 ${className}`}>
      <ul className="flex gap-2">
        {area.screens.map((screen) => {
          const active = current?.to === screen.to;
          return (
            <li key={screen.to}>
              {/* "page" on the tab's own screen, "true" on one inside it (a lead, a product page). */}
              <Link
                to={screen.to}
                aria-current={active ? (current.exact ? "page" : "true") : undefined}
                className={`block whitespace-nowrap rounded-full px-3 py-2 sm:px-4 text-sm font-bold transition ${active ? "bg-navy-900 text-white" : "text-brand-700 hover:bg-brand-50"}`}
              >
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
