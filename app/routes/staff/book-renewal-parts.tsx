/**
 * The working boxes of a renewal's page (routes/staff/book-renewal.tsx): the status (Perdida with its
 * reason and the competitor), the new policy that makes it "Renovada", and the owner. The next
 * action, notes and calls reuse the lead page's boxes (lead-page-parts.tsx).
 */
import { Mail, MessageCircle, Phone, UserRound } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Field, Options } from "~/components/forms/fields";
import { NewTabLink } from "~/components/new-tab-link";
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS, type RenewalStatus } from "~/lib/book-labels";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/book-renewal";
import { Card, IntentForm } from "./lead-page-parts";

type Result = (FormResult & { intent?: string }) | undefined;

/** The client's page is null for an owner the rotation gave someone else's client (decision 069). */
type RenewalContact = Route.ComponentProps["loaderData"]["contact"];

/** How to reach the client from the renewal: call, WhatsApp (mobiles only), e-mail, and their page. */
export function RenewalContactBar({ contact }: { contact: RenewalContact }) {
  const button = "btn btn-ghost !px-4 !py-2 text-sm";
  return (
    <div className="mt-4">
      {contact.contactName && <p className="text-sm text-muted">{`Contato: ${contact.contactName}`}</p>}
      <div className="mt-2 flex flex-wrap gap-2">
        {contact.phones.map((phone) => (
          <a key={phone.call} href={phone.call} className={button}>
            <Phone aria-hidden="true" className="h-4 w-4" /> {`Ligar ${phone.text}`}
          </a>
        ))}
        {contact.phones.flatMap((phone) =>
          phone.whatsapp
            ? [
                <NewTabLink key={phone.whatsapp} href={phone.whatsapp} className={button}>
                  <MessageCircle aria-hidden="true" className="h-4 w-4" /> WhatsApp
                </NewTabLink>,
              ]
            : [],
        )}
        {contact.email && (
          <a href={`mailto:${contact.email}`} className={button}>
            <Mail aria-hidden="true" className="h-4 w-4" /> {contact.email}
          </a>
        )}
        {contact.path && (
          <Link to={contact.path} className={button}>
            <UserRound aria-hidden="true" className="h-4 w-4" /> Ver cliente
          </Link>
        )}
      </div>
      {contact.phones.length === 0 && !contact.email && (
        <p className="mt-2 text-sm font-semibold text-amber-800">
          Cliente sem telefone nem e-mail cadastrados.
        </p>
      )}
    </div>
  );
}

const TONE: Record<RenewalStatus, string> = {
  "nao-trabalhada": "bg-amber-50 text-amber-900 ring-amber-300",
  "em-cotacao": "bg-sky-50 text-navy-900 ring-sky-300",
  "aguardando-cliente": "bg-sky-50 text-navy-900 ring-sky-300",
  renovada: "bg-emerald-50 text-success-700 ring-emerald-300",
  perdida: "bg-red-50 text-danger-700 ring-red-200",
  cancelada: "bg-surface text-muted ring-line",
};

export function RenewalStatusBadge({ status, label }: { status: RenewalStatus; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset ${TONE[status]}`}
    >
      {label}
    </span>
  );
}

const HAND_STATUSES = [
  ["nao-trabalhada", "Não trabalhada"],
  ["em-cotacao", "Em cotação"],
  ["aguardando-cliente", "Aguardando cliente"],
  ["perdida", "Perdida"],
  ["cancelada", "Cancelada"],
] as const;

/** The status by hand; Perdida asks for its reason and the competitor (every field shows without JavaScript). */
export function StatusBox({ status, result }: { status: RenewalStatus; result: Result }) {
  const [chosen, setChosen] = useState<string>(status);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const showLost = !hydrated || chosen === "perdida" || chosen === "cancelada";
  return (
    <Card title="Situação" id="situacao">
      <IntentForm
        intent="status"
        result={result}
        submit="Mudar situação"
        disabled={hydrated && chosen === status}
      >
        <Field label="Nova situação" htmlFor="situacao-nova" error={result?.fields?.status}>
          <select
            id="situacao-nova"
            name="status"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className="field"
          >
            {HAND_STATUSES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
                {value === status ? " (atual)" : ""}
              </option>
            ))}
          </select>
        </Field>
        <p className="text-sm text-muted">“Renovada” se registra com a nova apólice, no quadro “Renovar”.</p>
        {showLost && (
          <>
            <Field
              label={chosen === "cancelada" ? "Motivo (opcional)" : "Motivo da perda"}
              htmlFor="situacao-motivo"
              error={result?.fields?.lostReason}
            >
              <input
                id="situacao-motivo"
                name="lostReason"
                maxLength={300}
                required={hydrated && chosen === "perdida"}
                placeholder="Ex.: preço, cobertura, o cliente vendeu o carro"
                className="field"
              />
            </Field>
            {(!hydrated || chosen === "perdida") && (
              <Field
                label="Quem ganhou (seguradora ou corretora)"
                htmlFor="situacao-concorrente"
                error={result?.fields?.lostTo}
              >
                <input id="situacao-concorrente" name="lostTo" maxLength={120} className="field" />
              </Field>
            )}
          </>
        )}
      </IntentForm>
    </Card>
  );
}

export interface RenewPrefill {
  insurerId: string;
  startsOn: string;
  endsOn: string;
  netPremium: string;
  iof: string;
  totalPremium: string;
  commissionRate: string;
  paymentMethod: string;
  instalments: string;
}

/**
 * "Renovar": the new policy, prefilled from the old one (its insurer, cover from the old end for a
 * year, its premium to confirm). What it insures comes from the old policy; saved, the renewal is
 * "Renovada" and the old policy "renovada".
 */
export function RenewBox({
  prefill,
  insurers,
  product,
  result,
}: {
  prefill: RenewPrefill;
  insurers: Array<{ value: string; label: string }>;
  product: string;
  result: Result;
}) {
  const error = (name: string) => result?.fields?.[name];
  const text = (name: keyof RenewPrefill | "policyNumber" | "proposalNumber", label: string, extra = {}) => (
    <Field label={label} htmlFor={`renovar-${name}`} error={error(name)}>
      <input
        id={`renovar-${name}`}
        name={name}
        defaultValue={name in prefill ? prefill[name as keyof RenewPrefill] : ""}
        className="field"
        {...extra}
      />
    </Field>
  );
  return (
    <Card title="Renovar: a nova apólice" id="renovar">
      <p className="mb-4 text-sm text-muted">
        {`Mesmo cliente e produto (${product}). Confira a vigência e o prêmio da nova apólice antes de salvar.`}
      </p>
      <IntentForm intent="renew" result={result} submit="Registrar a nova apólice e marcar Renovada">
        <Field label="Seguradora" htmlFor="renovar-insurerId" error={error("insurerId")}>
          <select
            id="renovar-insurerId"
            name="insurerId"
            defaultValue={prefill.insurerId}
            className="field"
            required
          >
            <Options options={insurers} />
          </select>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {text("policyNumber", "Número da apólice", { maxLength: 40 })}
          {text("proposalNumber", "Número da proposta", { maxLength: 40 })}
          {text("startsOn", "Início da vigência", { type: "date", required: true })}
          {text("endsOn", "Fim da vigência", { type: "date", required: true })}
          {text("totalPremium", "Prêmio total (R$)", { inputMode: "decimal", required: true })}
          {text("netPremium", "Prêmio líquido (R$)", { inputMode: "decimal" })}
          {text("iof", "IOF (R$)", { inputMode: "decimal" })}
          {text("commissionRate", "Comissão (%)", { inputMode: "decimal" })}
          <Field label="Forma de pagamento" htmlFor="renovar-paymentMethod" error={error("paymentMethod")}>
            <select
              id="renovar-paymentMethod"
              name="paymentMethod"
              defaultValue={prefill.paymentMethod}
              className="field"
            >
              <option value="">Não informada</option>
              <Options options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABEL[m] }))} />
            </select>
          </Field>
          {text("instalments", "Parcelas", { inputMode: "numeric", maxLength: 2 })}
        </div>
      </IntentForm>
    </Card>
  );
}

/** Who works the renewal: anyone approved may take it or pass it on. */
export function RenewalOwnerBox({
  ownerId,
  people,
  result,
}: {
  ownerId: string | null;
  people: Array<{ id: string; name: string; me: boolean }>;
  result: Result;
}) {
  return (
    <Card title="Responsável" id="responsavel">
      <IntentForm intent="owner" result={result} submit="Passar a renovação">
        <Field label="Passar para" htmlFor="responsavel-novo" error={result?.fields?.ownerId}>
          <select
            id="responsavel-novo"
            name="ownerId"
            defaultValue={ownerId ?? ""}
            required
            className="field"
          >
            <option value="" disabled>
              Escolha alguém da equipe
            </option>
            <Options
              options={people.map((p) => ({ value: p.id, label: p.me ? `${p.name} (você)` : p.name }))}
            />
          </select>
        </Field>
      </IntentForm>
    </Card>
  );
}
