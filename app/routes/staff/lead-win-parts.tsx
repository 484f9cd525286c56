/**
 * Winning a lead on its page (issue 42, decision 067): the policy and client fields the stage form
 * shows for Ganho, and the won lead's client and policy. The browser checks with the server's
 * schema (winSchema) before the form goes.
 */
import { useEffect, useState } from "react";
import { Field, Options } from "~/components/forms/fields";
import { CLIENT_NAME_MAX } from "~/lib/book-schemas";
import { normalizeTaxId } from "~/lib/br";
import { todayIn } from "~/lib/lead-schemas";
import { useTimeZone } from "~/root-data";

/** What the lead page's loader gives the win (book's leadWinScreen). */
export interface WinScreen {
  insurers: ReadonlyArray<{ id: string; name: string }>;
  products: ReadonlyArray<{ slug: string; title: string }>;
  defaults: { product: string; clientName: string };
  client: { name: string; path: string } | null;
  policy: { label: string; path: string } | null;
}

/** Each field's id on the page: the win form's names, prefixed (the page has other forms). */
export const winFieldId = (name: string) => `ganho-${name}`;

/** The same day a year later, the usual end of an annual policy (29 February ends on the 28th). */
export function oneYearAfter(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return "";
  const [, year, month, date] = match;
  return `${Number(year) + 1}-${month}-${month === "02" && date === "29" ? "28" : date}`;
}

/**
 * The policy the lead became and its client. `all` (no JavaScript yet) shows every field, each
 * labelled as Ganho's; with JavaScript they show once Ganho is chosen. The end of cover follows
 * the start (a year later) until it is typed.
 */
export function WinFields({
  book,
  errors,
  all,
}: {
  book: WinScreen;
  errors: Record<string, string> | undefined;
  all: boolean;
}) {
  const timeZone = useTimeZone();
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [endTyped, setEndTyped] = useState(false);
  const [document, setDocument] = useState("");
  // Today in the brokerage's zone by the browser's clock, once hydrated.
  useEffect(() => {
    const today = todayIn(timeZone);
    setStart((current) => current || today);
    setEnd((current) => current || oneYearAfter(today));
  }, [timeZone]);
  const company = all || normalizeTaxId(document).length > 11;
  const field = (name: string, label: string) => ({
    label,
    htmlFor: winFieldId(name),
    error: errors?.[name],
  });
  const input = (name: string) => ({ id: winFieldId(name), name, className: "field" });
  const money = (name: string) => ({ ...input(name), inputMode: "decimal" as const, placeholder: "0,00" });

  return (
    <>
      {/* The line above each group is its own: a fieldset's border would run through the legend. */}
      <div className="border-t border-line pt-4">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-base font-extrabold text-navy-900">
            {all ? "Só para Ganho: a apólice" : "A apólice"}
          </legend>
          <Field {...field("insurerId", "Seguradora")}>
            <select {...input("insurerId")} defaultValue="" required={!all}>
              <option value="">Escolha a seguradora</option>
              <Options options={book.insurers.map((i) => ({ value: i.id, label: i.name }))} />
            </select>
          </Field>
          <Field {...field("product", "Produto")}>
            <select {...input("product")} defaultValue={book.defaults.product} required={!all}>
              <option value="">Escolha o produto</option>
              <Options options={book.products.map((p) => ({ value: p.slug, label: p.title }))} />
            </select>
          </Field>
          <Field {...field("policyNumber", "Número da apólice (opcional)")}>
            <input {...input("policyNumber")} maxLength={40} autoComplete="off" />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <Field {...field("startsOn", "Início da vigência")}>
              <input
                {...input("startsOn")}
                type="date"
                required={!all}
                value={start}
                onChange={(event) => {
                  setStart(event.target.value);
                  if (!endTyped) setEnd(oneYearAfter(event.target.value));
                }}
              />
            </Field>
            <Field {...field("endsOn", "Fim da vigência")}>
              <input
                {...input("endsOn")}
                type="date"
                required={!all}
                value={end}
                onChange={(event) => {
                  setEnd(event.target.value);
                  setEndTyped(true);
                }}
              />
            </Field>
          </div>
          <Field {...field("totalPremium", "Prêmio total (R$)")}>
            <input {...money("totalPremium")} required={!all} />
          </Field>
          <Field {...field("netPremium", "Prêmio líquido (R$, opcional)")}>
            <input {...money("netPremium")} />
          </Field>
          <Field {...field("iof", "IOF (R$, opcional)")}>
            <input {...money("iof")} />
          </Field>
          <Field {...field("commissionRate", "Comissão (%)")}>
            <input {...input("commissionRate")} inputMode="decimal" placeholder="Ex.: 15" />
          </Field>
        </fieldset>
      </div>
      <div className="border-t border-line pt-4">
        <fieldset className="space-y-4">
          <legend className="mb-2 text-base font-extrabold text-navy-900">
            {all ? "Só para Ganho: o cliente" : "O cliente"}
          </legend>
          <Field {...field("document", "CPF ou CNPJ")}>
            <input
              {...input("document")}
              inputMode="numeric"
              autoComplete="off"
              required={!all}
              value={document}
              onChange={(event) => setDocument(event.target.value)}
            />
          </Field>
          <Field {...field("clientName", company ? "Nome ou razão social" : "Nome")}>
            <input
              {...input("clientName")}
              maxLength={CLIENT_NAME_MAX}
              autoComplete="off"
              required={!all}
              defaultValue={book.defaults.clientName}
            />
          </Field>
          {company && (
            <Field {...field("contactName", all ? "Pessoa de contato (empresa)" : "Pessoa de contato")}>
              <input {...input("contactName")} maxLength={120} autoComplete="off" required={!all} />
            </Field>
          )}
        </fieldset>
      </div>
    </>
  );
}

/** A won lead's client and policy, each a link to its page in the book. */
export function WonLinks({ book }: { book: WinScreen }) {
  if (!book.client && !book.policy) return null;
  const link = "font-semibold text-brand-700 underline underline-offset-4";
  return (
    <p data-testid="lead-book" className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-navy-900">
      {book.client && (
        <span>
          Cliente:{" "}
          <a href={book.client.path} className={link}>
            {book.client.name}
          </a>
        </span>
      )}
      {book.policy && (
        <span>
          Apólice:{" "}
          <a href={book.policy.path} className={link}>
            {book.policy.label}
          </a>
        </span>
      )}
    </p>
  );
}
