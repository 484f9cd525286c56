import type { FormMetadata } from "@conform-to/react";
import { History } from "lucide-react";
import {
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { href, Link, useActionData } from "react-router";
import { ScrollToTopButton } from "../scroll-to-top";
import { type InvalidField, invalidFields, revealField, syncSaveBarHeight } from "./refused-save";
import { useUnsavedChangesGuard } from "./unsaved-changes";

/** The frame of the content editors: sections, the save bar, the form's own error, the history link. */

/** A section of an editor as its index lists it: the fieldset's id and its legend. */
export interface EditorSectionName {
  id?: string;
  title: string;
}

/**
 * A group of fields under one heading (a block of the page being edited). With an `id`, the
 * section index's links jump to it and give it the focus (hence `tabIndex`).
 */
export function EditorSection({
  id,
  title,
  hint,
  children,
}: EditorSectionName & {
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      id={id}
      tabIndex={id ? -1 : undefined}
      className="space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <legend className="px-1 text-lg font-extrabold text-navy-900">{title}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {children}
    </fieldset>
  );
}

/**
 * The editor's save button, in a bar that stays in view at the bottom, with the refused save's
 * message just above the button (a message at the top of a long form is out of sight), and the
 * question before leaving with changes not yet saved. Every editor has one: the guard lives here.
 * A refused save (in the browser or by the server) puts the first field in error in focus and in
 * view, clear of the bar, whose height the page's scroll padding follows (refused-save.ts).
 */
export function SaveBar<Schema extends Record<string, unknown>>({
  form,
  label,
  saving,
}: {
  form: FormMetadata<Schema, string[]>;
  label: string;
  saving: boolean;
}) {
  const leaveDialog = useUnsavedChangesGuard(form.dirty);
  const bar = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  useSaveBarHeight(bar);
  useRevealRefusedSave(form.id, bar, saveButton);
  return (
    <div
      ref={bar}
      className="save-bar sticky bottom-[var(--staff-dock,0rem)] z-10 -mx-4 border-t border-line bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <FormErrors form={form} />
      <div className="flex items-center justify-between gap-3">
        {/* Kept at the start of the row even while the arrow is hidden (near the top). */}
        <div>
          <ScrollToTopButton inSaveBar />
        </div>
        <button
          ref={saveButton}
          type="submit"
          name="intent"
          value="save"
          className="btn btn-primary shadow-card"
          // The field being typed in keeps the focus until the click: leaving it first would check
          // it and draw its error or this bar's message, moving the button from under the pointer
          // before the click lands (a lost save at the foot of the page). The save checks it anyway.
          onMouseDown={(event) => event.preventDefault()}
        >
          {saving ? "Salvando…" : label}
        </button>
      </div>
      {leaveDialog}
    </div>
  );
}

/** Keeps `--save-bar-height` (the page's bottom scroll padding) equal to the bar's height. */
function useSaveBarHeight(bar: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    syncSaveBarHeight(element);
    const observer = new ResizeObserver(() => syncSaveBarHeight(element));
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.documentElement.style.removeProperty("--save-bar-height");
    };
  }, [bar]);
}

/**
 * After a refused save, the first field in error in focus and in view. Conform focuses it as it
 * refuses, before the errors and the bar's message are drawn (the bar grows after the browser
 * scrolled): once they are, the field and its message are brought into view again with the bar's
 * new height. A save refused in the browser shows in the submit event; one refused by the server,
 * in the action's answer.
 */
function useRevealRefusedSave(
  formId: string,
  bar: RefObject<HTMLDivElement | null>,
  saveButton: RefObject<HTMLButtonElement | null>,
) {
  const actionData = useActionData() as { status?: string } | undefined;
  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let frame = 0;
    const revealLater = () => {
      cancelAnimationFrame(frame);
      // Two frames: React has drawn the errors, the bar has its new height.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => {
          const [first] = invalidFields(form);
          if (!first) return;
          if (bar.current) syncSaveBarHeight(bar.current);
          revealField(first);
        });
      });
    };
    // Only the save: the list buttons (add, move, remove) also submit, and must not move the page.
    const onSubmit = (event: SubmitEvent) => {
      if (event.submitter === saveButton.current) revealLater();
    };
    form.addEventListener("submit", onSubmit);
    if (actionData?.status === "error") revealLater();
    return () => {
      form.removeEventListener("submit", onSubmit);
      cancelAnimationFrame(frame);
    };
  }, [formId, bar, saveButton, actionData]);
}

/** How many fields the refused save's message names before "e mais N". */
const NAMED_FIELDS = 3;

/**
 * The form's own message (a failure that is not one field's) or, when fields were refused, the
 * fields to revise, by their labels, each a button that brings it back into view.
 */
function FormErrors<Schema extends Record<string, unknown>>({
  form,
}: {
  form: FormMetadata<Schema, string[]>;
}) {
  const refused = Object.keys(form.allErrors)
    .filter((name) => name !== form.name)
    .join(" ");
  const [fields, setFields] = useState<InvalidField[]>([]);
  // Read from the page once the errors are drawn, before it is painted: the alert is announced once.
  useLayoutEffect(() => {
    const element = document.getElementById(form.id);
    setFields(refused && element instanceof HTMLFormElement ? invalidFields(element) : []);
  }, [form.id, refused]);

  const formError = form.errors?.[0];
  const named = fields.slice(0, NAMED_FIELDS);
  const more = fields.length - named.length;
  let message: ReactNode = formError;
  if (!message && named.length > 0) {
    message = (
      <p>
        Revise os campos marcados:{" "}
        {named.map((field, index) => (
          <span key={field.focusTarget.id || index}>
            {index > 0 && (index === named.length - 1 && more === 0 ? " e " : ", ")}
            <button
              type="button"
              className="underline decoration-2 underline-offset-2 hover:text-danger-900"
              onClick={() => revealField(field)}
            >
              {field.label}
            </button>
          </span>
        ))}
        {more > 0 && ` e mais ${more}`}.
      </p>
    );
  } else if (!message && refused) {
    // Errors on fields that show none of their own (none today): still say why nothing was saved.
    message = "Revise os campos marcados.";
  }
  return (
    <div
      id={form.errorId}
      role="alert"
      className={message ? "mb-3 rounded-2xl bg-red-50 p-3 font-semibold text-danger-700" : "sr-only"}
    >
      {message}
    </div>
  );
}

/** The index of a long editor: a link to each section ("Nesta página"), beside the form on wide screens. */
export function SectionIndex({
  sections,
  className = "",
}: {
  sections: ReadonlyArray<Required<EditorSectionName>>;
  className?: string;
}) {
  return (
    <nav
      aria-labelledby="nesta-pagina"
      className={`rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card ${className}`}
    >
      <h2 id="nesta-pagina" className="eyebrow">
        Nesta página
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={jumpToSection}
              className="inline-flex min-h-10 items-center rounded-full border border-line bg-surface px-3 text-sm font-semibold text-navy-900 hover:border-brand-500 lg:flex lg:rounded-xl lg:border-transparent lg:bg-transparent lg:px-2 lg:hover:bg-surface"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A section link's jump: the section scrolls to the top (under the header, by the page's scroll
 * padding) and takes the focus, so the keyboard goes on from there. Without JavaScript the link's
 * own #fragment still scrolls there.
 */
function jumpToSection(event: MouseEvent<HTMLAnchorElement>) {
  // A click that asks for a new tab or window keeps the browser's own behaviour.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const id = event.currentTarget.hash.slice(1);
  const section = document.getElementById(id);
  if (!section) return;
  event.preventDefault();
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ block: "start", behavior: still ? "auto" : "smooth" });
  section.focus({ preventScroll: true });
}

/** "Histórico de versões" of a content document (the history screen lists and restores its versions). */
export function HistoryLink({
  kind,
  documentKey,
  children = "Histórico de versões",
}: {
  kind: "site" | "product" | "insurer";
  documentKey: string;
  children?: string;
}) {
  return (
    <Link to={href("/admin-portal/history/:kind/:key", { kind, key: documentKey })} className="btn btn-ghost">
      <History aria-hidden="true" className="h-4 w-4" /> {children}
    </Link>
  );
}
