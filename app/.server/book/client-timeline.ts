import { findInsurer } from "~/.server/insurers";
import {
  BOOK_ORIGIN_LABEL,
  type BookOrigin,
  CLAIM_STATUS_LABEL,
  type ClaimStatus,
  POLICY_STATUS_LABEL,
  type PolicyStatus,
  RENEWAL_STATUS_LABEL,
  type RenewalStatus,
} from "~/lib/book-labels";
import type { BookActivityKind } from "./activity";

/** The fields of a client's edit form, as the timeline names them when they change. */
export const CLIENT_FIELD_LABEL: Record<string, string> = {
  document: "CPF/CNPJ",
  name: "nome",
  contact_name: "pessoa de contato",
  email: "e-mail",
  phone: "telefone",
  phone2: "segundo telefone",
  cep: "CEP",
  address: "endereço",
  city: "cidade",
  state: "UF",
  birth_date: "data de nascimento",
  notes: "observações",
  legal_basis: "base legal",
  owner_id: "responsável",
};

function detailsOf(text: string | null): Record<string, unknown> {
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const labelOf = <K extends string>(labels: Record<K, string>, key: unknown) =>
  typeof key === "string" && Object.hasOwn(labels, key) ? labels[key as K] : null;

/**
 * One row of a client's timeline as a sentence: who did what ("Ana Lima registrou uma ligação").
 * `who` null leaves the person out (a claim's own history under it).
 */
export function timelineSentence(
  a: {
    kind: string;
    details: string | null;
    policy_number: string | null;
    insurer_id: string | null;
    protocol: string | null;
  },
  who: string | null,
): string {
  const d = detailsOf(a.details);
  // "apólice 0531.12345 (Porto Seguro)", read after "a", "da" or "à".
  const policy = a.policy_number
    ? `apólice ${a.policy_number}${a.insurer_id ? ` (${findInsurer(a.insurer_id)?.name ?? a.insurer_id})` : ""}`
    : "apólice sem número";
  const claim = a.protocol ? `o sinistro ${a.protocol}` : "um sinistro";
  const subject = who ?? "";
  const did = (text: string) => (who ? `${subject} ${text}` : text.charAt(0).toUpperCase() + text.slice(1));
  const kind = a.kind as BookActivityKind;
  switch (kind) {
    case "client-created": {
      const origin = labelOf<BookOrigin>(BOOK_ORIGIN_LABEL, d.origin);
      return who
        ? did(`cadastrou o cliente${origin ? ` (${origin.toLowerCase()})` : ""}`)
        : `Cliente cadastrado${origin ? ` (${origin.toLowerCase()})` : ""}`;
    }
    case "client-updated": {
      const fields = Array.isArray(d.fields)
        ? d.fields.map((f) => CLIENT_FIELD_LABEL[String(f)] ?? String(f)).join(", ")
        : "";
      return did(`alterou os dados do cliente${fields ? `: ${fields}` : ""}`);
    }
    case "policy-created":
      return did(`registrou a ${policy}`);
    case "policy-status": {
      const to = labelOf<PolicyStatus>(POLICY_STATUS_LABEL, d.to);
      return did(`mudou a situação da ${policy} para ${to ?? "outra"}`);
    }
    case "document-added":
      return did(`anexou um documento à ${policy}`);
    case "document-removed":
      return did(`removeu um documento da ${policy}`);
    case "renewal-opened":
      return `A renovação da ${policy} foi aberta`;
    case "renewal-status": {
      const to = labelOf<RenewalStatus>(RENEWAL_STATUS_LABEL, d.to);
      return did(`mudou a renovação da ${policy} para ${to ?? "outra situação"}`);
    }
    case "renewal-owner":
      return did(`trocou o responsável pela renovação da ${policy}`);
    case "renewal-next-action":
      return did(`definiu a próxima ação da renovação da ${policy}`);
    case "renewal-reminder":
      return `Lembrete da renovação da ${policy} enviado`;
    case "note":
      return did("registrou uma nota");
    case "call":
      return did("registrou uma ligação");
    case "claim-created":
      return did(`registrou ${claim}`);
    case "claim-status": {
      const to = labelOf<ClaimStatus>(CLAIM_STATUS_LABEL, d.to);
      return did(`mudou ${claim} para “${to ?? "outra situação"}”`);
    }
    case "imported":
      return did("importou dados deste cliente");
    default:
      return did("registrou uma atividade");
  }
}
