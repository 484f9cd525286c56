import { Form, Link, useLocation, useNavigate } from "react-router";
import { Modal } from "./modal";

/** Closes a dialog opened by a query (`?excluir=…`, `?editar=…`): back to the bare screen. */
export function useCloseToScreen() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return () => navigate(pathname, { replace: true, preventScrollReset: true });
}

/**
 * The admin screens' "are you sure?" before a delete: "Sim" posts the delete, "Não" (or Escape)
 * closes the dialog on the same screen. Works without JavaScript (a form and a link).
 */
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
  /** The hidden fields of the delete form (intent and id). */
  fields: Record<string, string>;
}) {
  const close = useCloseToScreen();
  const { pathname } = useLocation();
  return (
    <Modal open title={title} tone="danger" onDismiss={close}>
      <p className="text-ink">{question}</p>
      <p className="mt-1 break-all text-sm text-muted">{detail}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Form method="post" preventScrollReset>
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="btn btn-primary !bg-danger-700">
            Sim
          </button>
        </Form>
        <Link to={pathname} replace preventScrollReset className="btn btn-ghost">
          Não
        </Link>
      </div>
    </Modal>
  );
}
