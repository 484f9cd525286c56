import { CircleAlert, CircleCheck, GripVertical } from "lucide-react";
import { type DragEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { href, useFetcher } from "react-router";
import type { FormResult } from "~/lib/form-result";
import { filterByName } from "~/lib/insurer-filter";
import { type ListMove, moveInList } from "~/lib/list-move";
import { DocumentRowActions } from "./document-row-actions";
import { SearchInput } from "./forms/fields";
import { MoveButtons } from "./forms/form-actions";
import { InsurerMark } from "./insurer-logo";

/** A row of the admin list, as the screen's loader gives it. */
export interface InsurerRow {
  id: string;
  name: string;
  hidden: boolean;
  partner: boolean;
  logo: string | null;
  monogram: string;
  color: string;
  /** What the record lacks: the 24 h line, the broker portal, the login. */
  gaps: ("24 h" | "portal" | "login")[];
}

/** The row's element id: the page without JavaScript comes back to it after a move. */
export const insurerRowId = (id: string) => `seguradora-${id}`;

const GAP_LABELS = { "24 h": "número 24 h", portal: "portal do corretor", login: "login" } as const;

type MoveIntent = "move-up" | "move-down" | "move-to";

/** The move a pending submission asks for, to show it before the server answers. */
function pendingMove(formData: FormData | undefined): { id: string; move: ListMove } | undefined {
  const id = formData?.get("id");
  const intent = formData?.get("intent");
  if (typeof id !== "string") return undefined;
  if (intent === "move-up") return { id, move: "up" };
  if (intent === "move-down") return { id, move: "down" };
  if (intent === "move-to") return { id, move: { to: Number(formData?.get("position")) } };
  return undefined;
}

/**
 * The admin list of insurers (issue 26): a search over the names (in the browser: without
 * JavaScript every row is simply shown), each row's logo and what its record lacks, and the
 * order, changed by drag and drop or by the ↑/↓ buttons (the keyboard's way). With JavaScript a
 * move is posted in the background and announced; the list stays where it was scrolled and the
 * pressed button keeps the focus. Without it, the buttons post the row's form as before.
 */
export function InsurerAdminList({ insurers }: { insurers: InsurerRow[] }) {
  const fetcher = useFetcher<FormResult>();
  const [query, setQuery] = useState("");
  const [dragging, setDragging] = useState<string>();
  const [over, setOver] = useState<number>();
  const focusAfter = useRef<{ id: string; intent: MoveIntent; pointerTop?: number }>(undefined);
  const searchId = useId();

  const pending = pendingMove(fetcher.formData);
  const from = pending ? insurers.findIndex((i) => i.id === pending.id) : -1;
  const rows = pending && from >= 0 ? moveInList(insurers, from, pending.move).items : insurers;
  const shown = new Set(filterByName(rows, query).map((i) => i.id));
  const filtering = query.trim() !== "";

  // After a move the row is elsewhere in the list: the focus goes back to the pressed button (or
  // to its twin when the row reached an end and the button is disabled).
  const order = rows.map((r) => r.id).join(" ");
  const idle = fetcher.state === "idle";
  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !order) return;
    const pressed = document.getElementById(`${target.intent}-${target.id}`) as HTMLButtonElement | null;
    const twin = document.getElementById(
      `${target.intent === "move-up" ? "move-down" : "move-up"}-${target.id}`,
    );
    const button = pressed && !pressed.disabled ? pressed : twin;
    // A click: the page scrolls with the row, so the button stays under the pointer and a second
    // click moves the same insurer again, not the neighbour that slid under it (ux review 2, B10);
    // again once the answer is in, as its message above the list moves the rows down.
    if (button && target.pointerTop !== undefined) {
      window.scrollBy({ top: button.getBoundingClientRect().top - target.pointerTop, behavior: "instant" });
    }
    button?.focus({ preventScroll: target.pointerTop !== undefined });
    if (idle) focusAfter.current = undefined;
  }, [order, idle]);

  function move(id: string, intent: MoveIntent, position?: number, pointerTop?: number) {
    // One move at a time: each is computed from the order the server last answered.
    if (fetcher.state !== "idle") return;
    focusAfter.current = intent === "move-to" ? undefined : { id, intent, pointerTop };
    fetcher.submit(
      { intent, id, inPlace: "1", ...(position !== undefined && { position: String(position) }) },
      { method: "post" },
    );
  }

  const onMoveClick = (id: string, intent: MoveIntent) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    // `detail` counts a pointer's clicks; a key's Enter or Space is 0.
    move(
      id,
      intent,
      undefined,
      event.detail > 0 ? event.currentTarget.getBoundingClientRect().top : undefined,
    );
  };

  const dragProps = (id: string, index: number) =>
    filtering
      ? {}
      : {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", id);
            setDragging(id);
          },
          onDragOver: (event: DragEvent) => {
            if (!dragging) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = "move";
            setOver(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragging && dragging !== id) move(dragging, "move-to", index);
            setDragging(undefined);
            setOver(undefined);
          },
          onDragEnd: () => {
            setDragging(undefined);
            setOver(undefined);
          },
        };

  const draggedIndex = dragging ? rows.findIndex((r) => r.id === dragging) : -1;
  const announcement = fetcher.state === "idle" ? fetcher.data?.message : undefined;

  return (
    <section aria-label="Lista de seguradoras" className="mt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:max-w-sm">
          <label htmlFor={searchId} className="mb-1 block font-semibold text-navy-900">
            Buscar na lista
          </label>
          <SearchInput
            id={searchId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Nome da seguradora"
          />
        </div>
        <p className="text-sm text-muted" aria-live="polite">
          {filtering
            ? `${shown.size} de ${rows.length} seguradoras`
            : `${rows.length} seguradoras · use ↑ e ↓ (ou arraste, com o mouse) para mudar a ordem`}
        </p>
      </div>
      <p
        role="status"
        className={
          announcement
            ? `mt-3 rounded-2xl p-3 font-semibold ${fetcher.data?.ok === false ? "bg-red-50 text-danger-700" : "bg-brand-50 text-navy-900"}`
            : "sr-only"
        }
        data-testid="anuncio-ordem"
      >
        {announcement}
      </p>
      <ol className="mt-3 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white shadow-card">
        {rows.map((insurer, index) => {
          const dropMark =
            over === index && draggedIndex >= 0 && draggedIndex !== index
              ? draggedIndex > index
                ? "shadow-[inset_0_3px_0_var(--color-brand-600)]"
                : "shadow-[inset_0_-3px_0_var(--color-brand-600)]"
              : "";
          return (
            <li
              key={insurer.id}
              id={insurerRowId(insurer.id)}
              hidden={!shown.has(insurer.id)}
              className={`flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:justify-between ${dropMark} ${dragging === insurer.id ? "opacity-50" : ""}`}
              {...dragProps(insurer.id, index)}
            >
              <div className="flex min-w-0 items-center gap-3">
                {!filtering && (
                  <GripVertical
                    aria-hidden="true"
                    className="hidden h-5 w-5 shrink-0 cursor-grab text-muted sm:block"
                  />
                )}
                <InsurerMark insurer={insurer} size={40} className="h-10 w-10 shrink-0" />
                <div className="min-w-0">
                  <p className="break-words">
                    <span className="font-bold text-navy-900">{insurer.name}</span>{" "}
                    <span className="text-sm text-muted">
                      · {insurer.partner ? "parceira" : "não parceira"} ·{" "}
                      {insurer.hidden ? (
                        <span className="font-semibold text-danger-700">Oculta</span>
                      ) : (
                        <span className="font-semibold text-success-700">Visível</span>
                      )}
                    </span>
                  </p>
                  <Completeness gaps={insurer.gaps} />
                </div>
              </div>
              <DocumentRowActions
                name={insurer.name}
                idField={{ name: "id", value: insurer.id }}
                editTo={href("/admin-portal/insurers/:insurer", { insurer: insurer.id })}
                historyTo={href("/admin-portal/history/:kind/:key", { kind: "insurer", key: insurer.id })}
                hidden={insurer.hidden}
              >
                {/* One group: ↑ and ↓ never wrap apart on a phone. */}
                <span className="flex gap-2">
                  <MoveButtons
                    intents={{ up: "move-up", down: "move-down" }}
                    what={insurer.name}
                    index={index}
                    count={rows.length}
                    idOf={(intent) => `${intent}-${insurer.id}`}
                    onClick={(intent) => onMoveClick(insurer.id, intent)}
                  />
                </span>
              </DocumentRowActions>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Whether the record has the 24 h line, the portal and the login, in words (not only a colour). */
function Completeness({ gaps }: { gaps: InsurerRow["gaps"] }) {
  if (gaps.length === 0) {
    return (
      <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-success-700">
        <CircleCheck aria-hidden="true" className="h-4 w-4 shrink-0" /> Completa: 24 h, portal e login
      </p>
    );
  }
  return (
    <p className="mt-1 inline-flex items-start gap-1 rounded-lg bg-amber-100 px-2 py-0.5 text-sm font-semibold text-navy-900">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>Falta: {gaps.map((gap) => GAP_LABELS[gap]).join(", ")}</span>
    </p>
  );
}
