import { ChevronDown, Menu, MessageCircle, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { href, Link, useLocation } from "react-router";
import { buildNavigation, type NavEntry, type NavLink, type ProductLink } from "~/content/navigation";
import { useSiteDetails } from "~/root-data";
import { BrandLogo } from "./brand-logo";
import { NewTabLink } from "./new-tab-link";

/** Mobile menu below this width (the spec: 1000 px or less). */
const MOBILE_MENU_MAX_WIDTH = 1000;

function isMobileWidth() {
  return window.innerWidth <= MOBILE_MENU_MAX_WIDTH;
}

export function Header({ productLinks }: { productLinks: ProductLink[] }) {
  const site = useSiteDetails();
  const mainNavigation = buildNavigation(productLinks, site);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // Any navigation closes the menu; a resize closes it too (spec).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => {
    setMobileOpen(false);
    setOpenGroup(null);
  }, [location.key]);
  useEffect(() => {
    const close = () => {
      setMobileOpen(false);
      setOpenGroup(null);
    };
    window.addEventListener("resize", close);
    return () => window.removeEventListener("resize", close);
  }, []);

  function closeAll() {
    setMobileOpen(false);
    setOpenGroup(null);
    window.scrollTo({ top: 0 });
  }

  function onGroupKeyDown(event: KeyboardEvent, id: string) {
    if (event.key === "Escape" && openGroup === id) {
      event.stopPropagation();
      setOpenGroup(null);
      navRef.current?.querySelector<HTMLButtonElement>(`#nav-trigger-${id}`)?.focus();
    }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="container-page flex h-16 items-center justify-between gap-4 desk:h-20">
        <Link to={href("/")} className="flex items-center gap-3 rounded-lg" onClick={closeAll}>
          <BrandLogo site={site} />
          <span className="flex flex-col leading-tight">
            <span className="text-lg font-extrabold tracking-tight text-navy-900">{site.name}</span>
            <span className="text-xs font-medium text-muted">{site.tagline}</span>
          </span>
        </Link>

        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-full text-navy-900 hover:bg-brand-50 desk:hidden"
          aria-expanded={mobileOpen}
          aria-controls="menu-principal"
          onClick={() => {
            setMobileOpen((open) => !open);
            setOpenGroup(null);
          }}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{mobileOpen ? "Fechar menu" : "Abrir menu"}</span>
        </button>

        <nav
          ref={navRef}
          id="menu-principal"
          aria-label="Menu principal"
          className={`${mobileOpen ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-card desk:static desk:block desk:max-h-none desk:overflow-visible desk:border-0 desk:bg-transparent desk:shadow-none`}
        >
          <ul className="container-page flex flex-col py-2 desk:w-auto desk:flex-row desk:items-center desk:gap-1 desk:p-0">
            {mainNavigation.map((entry) => (
              <li
                key={entry.id}
                className="relative border-b border-line last:border-0 desk:border-0"
                onMouseEnter={() => entry.kind === "group" && !isMobileWidth() && setOpenGroup(entry.id)}
                onMouseLeave={() => entry.kind === "group" && !isMobileWidth() && setOpenGroup(null)}
                onKeyDown={(event) => onGroupKeyDown(event, entry.id)}
                onBlur={(event) => {
                  if (!isMobileWidth() && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                    if (openGroup === entry.id) setOpenGroup(null);
                  }
                }}
              >
                {entry.kind === "link" ? (
                  <MenuLink link={entry.link} onNavigate={closeAll} topLevel />
                ) : (
                  <MenuGroup
                    entry={entry}
                    open={openGroup === entry.id}
                    onToggle={() => setOpenGroup((current) => (current === entry.id ? null : entry.id))}
                    onFocusOpen={() => !isMobileWidth() && setOpenGroup(entry.id)}
                    onNavigate={closeAll}
                  />
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}

const topLevelClass =
  "flex w-full items-center justify-between gap-1 rounded-lg px-1 py-3.5 text-sm font-bold tracking-wide text-navy-900 hover:text-brand-600 desk:w-auto desk:px-3 desk:py-2";

function MenuGroup({
  entry,
  open,
  onToggle,
  onFocusOpen,
  onNavigate,
}: {
  entry: Extract<NavEntry, { kind: "group" }>;
  open: boolean;
  onToggle: () => void;
  onFocusOpen: () => void;
  onNavigate: () => void;
}) {
  const listId = `nav-group-${entry.id}`;
  return (
    <>
      <button
        id={`nav-trigger-${entry.id}`}
        type="button"
        className={topLevelClass}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        onFocus={onFocusOpen}
      >
        {entry.label}
        <ChevronDown
          aria-hidden="true"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={listId}
        className={`${open ? (entry.links.length > 8 ? "grid desk:w-[32rem] desk:grid-cols-2" : "block") : "hidden"} pb-3 desk:absolute desk:left-0 desk:top-full desk:min-w-64 desk:rounded-2xl desk:border desk:border-line desk:bg-white desk:p-2 desk:shadow-card`}
      >
        {entry.links.map((link) => (
          <li key={link.label}>
            <MenuLink link={link} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

function MenuLink({
  link,
  onNavigate,
  topLevel,
}: {
  link: NavLink;
  onNavigate: () => void;
  topLevel?: boolean;
}) {
  const className = topLevel
    ? topLevelClass
    : "flex items-center gap-2 rounded-lg px-3 py-2.5 text-[0.9375rem] font-medium text-ink hover:bg-brand-50 hover:text-brand-700";
  if (link.external) {
    return (
      <NewTabLink href={link.to} className={className} onClick={onNavigate}>
        {link.label === "WhatsApp" && <MessageCircle aria-hidden="true" className="h-4 w-4" />}
        {link.label}
      </NewTabLink>
    );
  }
  return (
    <Link to={link.to} className={className} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}
