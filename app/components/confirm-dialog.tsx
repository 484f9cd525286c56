import { Trash2 } from "lucide-react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { keepPages } from "~/lib/pagination";
import { Modal } from "./modal";

/** The screen under a dialog: its path, and the list's page it was on (decision 051). */
function useScreenAddress(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${keepPages(search)}`;
}

/** Closes a dialog opened by a query (`?excluir=…`, `?editar=…`, `?sair=1`): back to the bare screen. */
export function useCloseToScreen() {
  const navigate = useNavigate();
  const screen = useScreenAddress();
  return () => navigate(screen, { replace: true, preventScrollReset: true });
}

/**
 * A question opened by a query: "Sim" posts the form (to `action`, else to this screen), "Não"
 * (or Escape) closes it on the same screen. Works without JavaScript (a form and a link).
 */
export function ConfirmDialog({
  title,
  yes = "Sim",
  action,
  fields = {},
  tone = "neutral",
  children,
}: {
  title: string;
  yes?: string;
  action?: string;
  /** The form's hidden fields (intent and id). */
  fields?: Record<string, string>;
  tone?: "neutral" | "danger";
  children: React.ReactNode;
}) {
  const close = useCloseToScreen();
  const screen = useScreenAddress();
  return (
    <Modal open title={title} tone={tone} onDismiss={close}>
      {children}
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" action={action} preventScrollReset>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className={`btn btn-primary ${tone === "danger" ? "!bg-danger-700" : ""}`}>
            {yes}
          </button>
        </Form>
        <Link to={screen} replace preventScrollReset className="btn btn-ghost">
          Não
        </Link>
      </div>
    </Modal>
  );
}

/** The query that opens an admin screen's delete question (`?excluir=<id>`). */
export const DELETE_QUERY = "excluir";

/** The admin screens' "are you sure?" before a delete (a user, a contact message). */
export function ConfirmDelete({
  title,
  question,
  detail,
  fields,
}: {
  title: string;
  question: string;
  /** What is about to be deleted (an e-mail address, a subject). */
  detail: string;
  fields: Record<string, string>;
}) {
  return (
    <ConfirmDialog title={title} tone="danger" fields={fields}>
      <p className="text-ink">{question}</p>
      <p className="mt-1 break-all text-sm text-muted">{detail}</p>
    </ConfirmDialog>
  );
}

/**
 * "Excluir": opens the delete question for `id` on `screen` (by default this screen, keeping its
 * scroll and the list's page).
 */
export function DeleteLink({ id, screen = "" }: { id: string; screen?: string }) {
  const { search } = useLocation();
  return (
    <Link
      to={`${screen}${keepPages(screen ? "" : search, { [DELETE_QUERY]: id })}`}
      preventScrollReset={!screen}
      className="btn btn-ghost !px-4 !py-2 text-sm !text-danger-700"
    >
      <Trash2 aria-hidden="true" className="h-4 w-4" />
      Excluir
    </Link>
  );
}
