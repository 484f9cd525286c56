import { Copy, ExternalLink, Eye, Phone } from "lucide-react";
import { useState } from "react";
import { href, useFetcher } from "react-router";
import type { InsurerDeskEntry } from "~/content/insurer-desk-entry";
import { INSURER_INTERNAL_LABELS, INSURER_PHONE_KINDS } from "~/content/insurer-labels";
import { formatDate } from "~/lib/dates";
import { filterByName } from "~/lib/insurer-filter";
import { displayPhone, telHref } from "~/lib/phone-links";
import { useTimeZone } from "~/root-data";
import { SearchInput } from "./forms/fields";
import { NewTabLink } from "./new-tab-link";

/** What the portal's loader sends for one insurer: no password, only whether one is kept. */
export type DeskInsurer = InsurerDeskEntry;

/**
 * The staff's insurer desk (issue 15): one searchable list of insurer records with the portal,
 * the brokerage's login, the password on request, the account manager and the conditions.
 */
export function InsurerDesk({ insurers }: { insurers: DeskInsurer[] }) {
  const [query, setQuery] = useState("");
  const shown = filterByName(insurers, query);
  return (
    <section
      aria-labelledby="mesa-seguradoras"
      className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card"
    >
      <h2 id="mesa-seguradoras" className="text-xl font-extrabold text-navy-900">
        Seguradoras
      </h2>
      <p className="mt-1 text-sm text-muted">Portal, login, senha, gerente e condições de cada seguradora.</p>
      <label htmlFor="busca-mesa" className="sr-only">
        Buscar seguradora
      </label>
      <SearchInput
        id="busca-mesa"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Buscar seguradora"
        className="mt-4"
      />
      <ul className="mt-4 divide-y divide-line">
        {shown.map((insurer) => (
          <li key={insurer.id}>
            <details className="group py-3">
              <summary className="flex cursor-pointer items-center justify-between gap-3 font-bold text-navy-900">
                <span>
                  {insurer.name}
                  {insurer.hidden && (
                    <span className="ml-2 text-xs font-semibold text-muted">(oculta no site)</span>
                  )}
                </span>
              </summary>
              <DeskEntry insurer={insurer} />
            </details>
          </li>
        ))}
      </ul>
      {shown.length === 0 && <p className="mt-4 text-muted">Nenhuma seguradora com esse nome.</p>}
    </section>
  );
}

function DeskEntry({ insurer }: { insurer: DeskInsurer }) {
  const timeZone = useTimeZone();
  const change = (field: keyof typeof INSURER_INTERNAL_LABELS) => {
    const c = insurer.changes[field];
    return c ? `alterado por ${c.by} em ${formatDate(c.at, timeZone)}` : undefined;
  };
  const rows: Array<[keyof typeof INSURER_INTERNAL_LABELS, React.ReactNode]> = [
    ["login", insurer.login || "—"],
    ["managerName", insurer.managerName || "—"],
    [
      "managerPhone",
      insurer.managerPhone ? (
        <a key="telefone" href={telHref(insurer.managerPhone)}>
          {displayPhone(insurer.managerPhone)}
        </a>
      ) : (
        "—"
      ),
    ],
    [
      "managerEmail",
      insurer.managerEmail ? (
        <a key="email" href={`mailto:${insurer.managerEmail}`}>
          {insurer.managerEmail}
        </a>
      ) : (
        "—"
      ),
    ],
    ["conditions", insurer.conditions || "—"],
    ["notes", insurer.notes || "—"],
  ];
  return (
    <div className="mt-3 space-y-3 text-[0.9375rem]">
      <div className="flex flex-wrap gap-2">
        {insurer.portalUrl && (
          <NewTabLink href={insurer.portalUrl} className="btn btn-ghost">
            {INSURER_INTERNAL_LABELS.portalUrl} <ExternalLink aria-hidden="true" className="h-4 w-4" />
          </NewTabLink>
        )}
        {insurer.phones.map((p) => (
          <a key={p.kind} href={telHref(p.number)} className="btn btn-ghost">
            <Phone aria-hidden="true" className="h-4 w-4" /> {INSURER_PHONE_KINDS[p.kind]}:{" "}
            {displayPhone(p.number)}
          </a>
        ))}
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
        {rows.map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="font-semibold text-navy-900">{INSURER_INTERNAL_LABELS[field]}</dt>
            <dd className="whitespace-pre-line">
              {value}
              {change(field) && <span className="block text-xs text-muted">{change(field)}</span>}
            </dd>
          </div>
        ))}
        <dt className="font-semibold text-navy-900">{INSURER_INTERNAL_LABELS.password}</dt>
        <dd>
          {insurer.hasPassword ? <RevealPassword insurer={insurer} /> : "—"}
          {change("password") && <span className="block text-xs text-muted">{change("password")}</span>}
        </dd>
      </dl>
    </div>
  );
}

/** Asks the server for the password (a POST of its own, audited) and offers to copy it. */
function RevealPassword({ insurer }: { insurer: DeskInsurer }) {
  const fetcher = useFetcher<{ ok: true; password: string } | { ok: false; message: string }>();
  const [copied, setCopied] = useState(false);
  const result = fetcher.data;
  if (result?.ok) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-surface px-2 py-1 font-mono" data-testid="senha-revelada">
          {result.password}
        </code>
        <button
          type="button"
          className="btn btn-ghost"
          onClick={async () => {
            await navigator.clipboard.writeText(result.password);
            setCopied(true);
          }}
        >
          <Copy aria-hidden="true" className="h-4 w-4" /> {copied ? "Copiada" : "Copiar"}
        </button>
      </span>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={href("/employee-portal/insurers/:insurer/password", { insurer: insurer.id })}
    >
      <button
        type="submit"
        name="intent"
        value="reveal"
        className="btn btn-ghost"
        aria-label={`Mostrar a senha de ${insurer.name}`}
      >
        <Eye aria-hidden="true" className="h-4 w-4" />{" "}
        {fetcher.state === "idle" ? "Mostrar senha" : "Buscando…"}
      </button>
      {result && !result.ok && (
        <span role="alert" className="ml-2 text-danger-700">
          {result.message}
        </span>
      )}
    </fetcher.Form>
  );
}
