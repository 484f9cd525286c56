import { History, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { VisibilityButton } from "./visibility-button";

/**
 * The buttons of a row in an admin list of public documents (product pages, insurers): "Editar",
 * "Histórico", any of the screen's own (`children`, e.g. move up and down) and "Ocultar"/"Mostrar".
 * One form posting the document's id (`idField`) with the button's intent.
 */
export function DocumentRowActions({
  name,
  idField,
  editTo,
  historyTo,
  hidden,
  children,
}: {
  /** The document as people know it, for the buttons' accessible names. */
  name: string;
  idField: { name: string; value: string };
  editTo: string;
  historyTo: string;
  hidden: boolean;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name={idField.name} value={idField.value} />
      <Link to={editTo} className="btn btn-ghost" aria-label={`Editar ${name}`}>
        <Pencil aria-hidden="true" className="h-4 w-4" /> Editar
      </Link>
      <Link to={historyTo} className="btn btn-ghost" aria-label={`Histórico de ${name}`}>
        <History aria-hidden="true" className="h-4 w-4" /> Histórico
      </Link>
      {children}
      <VisibilityButton hidden={hidden} name={name} />
    </Form>
  );
}
