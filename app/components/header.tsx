import { ChevronDown, Menu, MessageCircle, X } from "lucide-react";
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
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

/**
 * Which group is open and why. A group opened by hover (or focus) closes when the pointer (or
 * focus) leaves it; a click or Enter on its label pins it open, and a second one closes it. So
 * the click that follows a hover, and the tap of a touch screen, whose first tap also delivers
 * a hover, both leave the group open (issue 26). One group at a time, as the spec says.
 */
interface OpenGroup {
  id: string;
  pinned: boolean;
}

/** Hover means a mouse or a pen: a finger's tap also "enters" the label, and must only click. */
function isHover(event: PointerEvent) {
  return event.pointerType !== "touch" && !isMobileWidth();
}

export function Header({ productLinks }: { productLinks: ProductLink[] }) {
  const site = useSiteDetails();
  const mainNavigation = buildNavigation(productLinks, site);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [open, setOpen] = useState<OpenGroup | null>(null);
  const openGroup = open?.id ?? null;
  const location = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // Any navigation closes the menu; a resize closes it too (spec).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change on purpose
  useEffect(() => {
    setMobileOpen(false);
    setOpen(null);
  }, [location.key]);
  useEffect(() => {
    const close = () => {
      setMobileOpen(false);
      setOpen(null);
    };
    window.addEventListener("resize", close);
    return () => window.removeEventListener("resize", close);
  }, []);
  // On wide screens a pinned group stays open after the pointer leaves: a press anywhere else
  // closes it (a button that keeps no focus after a click, as in Safari, never blurs).
  useEffect(() => {
    if (!open?.pinned) return;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!isMobileWidth() && !navRef.current?.contains(event.target as Node | null)) setOpen(null);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open?.pinned]);

  function closeAll() {
    setMobileOpen(false);
    setOpen(null);
    window.scrollTo({ top: 0 });
  }

  /** Hover or focus opens a group (unpinned) unless it is already open. */
  function openLightly(id: string) {
    setOpen((current) => (current?.id === id ? current : { id, pinned: false }));
  }
  /** A click, a tap or Enter: pins an unpinned group open, closes a pinned one. */
  function toggle(id: string) {
    setOpen((current) => (current?.id === id && current.pinned ? null : { id, pinned: true }));
  }
  /** Hover or focus left: an unpinned group closes, a pinned one stays. */
  function closeLightly(id: string) {
    setOpen((current) => (current?.id === id && !current.pinned ? null : current));
  }

  function onGroupKeyDown(event: KeyboardEvent, id: string) {
    if (event.key === "Escape" && openGroup === id) {
      event.stopPropagation();
      setOpen(null);
      navRef.current?.querySelector<HTMLButtonElement>(`#nav-trigger-${id}`)?.focus();
    }
  }

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      {/* A minimum height, not a fixed one: a long brokerage name wraps to two lines and the bar
          grows with it instead of clipping it (issue 26). */}
      <div className="container-page flex min-h-16 items-center justify-between gap-4 py-2 desk:min-h-20">
        <Link to={href("/")} className="flex min-w-0 flex-1 items-center gap-3 rounded-lg" onClick={closeAll}>
          <BrandLogo site={site} />
          {/* The name's room sets its size (a container query): from 18 px down to 13 px where the
              bar is crowded, on at most two lines (four beside the full desktop menu just above
              1000 px, in the taller desktop bar: three in the brand font, four in the fallback a
              first visit may draw with, decision 053); the tagline gives way where one line of it
              would not fit. */}
          <span className="@container flex min-w-0 flex-1 flex-col leading-tight">
            <span
              className="line-clamp-2 text-[clamp(0.8125rem,7.5cqi,1.125rem)] desk:line-clamp-4 font-extrabold tracking-tight break-words text-navy-900"
              data-testid="site-name"
            >
              {site.name}
            </span>
            <span className="truncate text-xs font-medium text-muted @max-[11rem]:hidden">
              {site.tagline}
            </span>
          </span>
        </Link>

        <button
          type="button"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-navy-900 hover:bg-brand-50 desk:hidden"
          aria-expanded={mobileOpen}
          aria-controls="menu-principal"
          onClick={() => {
            setMobileOpen((isOpen) => !isOpen);
            setOpen(null);
          }}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{mobileOpen ? "Fechar menu" : "Abrir menu"}</span>
        </button>

        <nav
          ref={navRef}
          id="menu-principal"
          aria-label="Menu principal"
          className={`${mobileOpen ? "block" : "hidden"} absolute inset-x-0 top-full max-h-[calc(100dvh-100%)] overflow-y-auto border-b border-line bg-white shadow-card desk:static desk:block desk:shrink-0 desk:max-h-none desk:overflow-visible desk:border-0 desk:bg-transparent desk:shadow-none`}
        >
          <ul className="container-page flex flex-col py-2 desk:w-auto desk:flex-row desk:items-center desk:gap-1 desk:p-0">
            {mainNavigation.map((entry) => (
              <li
                key={entry.id}
                className="relative border-b border-line last:border-0 desk:border-0"
                onPointerEnter={(event) => entry.kind === "group" && isHover(event) && openLightly(entry.id)}
                onPointerLeave={(event) => entry.kind === "group" && isHover(event) && closeLightly(entry.id)}
                onKeyDown={(event) => onGroupKeyDown(event, entry.id)}
                onBlur={(event) => {
                  // Focus leaving the group closes it, pinned or not (keyboard users Tab past it).
                  if (!isMobileWidth() && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
                    if (openGroup === entry.id) setOpen(null);
                  }
                }}
              >
                {entry.kind === "link" ? (
                  <MenuLink link={entry.link} onNavigate={closeAll} topLevel />
                ) : (
                  <MenuGroup
                    entry={entry}
                    open={openGroup === entry.id}
                    onToggle={() => toggle(entry.id)}
                    onFocusOpen={() => !isMobileWidth() && openLightly(entry.id)}
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
