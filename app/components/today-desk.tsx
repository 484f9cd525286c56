import { ChevronRight, CircleCheck, Phone } from "lucide-react";
import { href, Link } from "react-router";
import type { TodaySection, TodayView } from "~/lib/today-view";
import { DataTable } from "./data-table";
import { WhatsAppForm } from "./lead-parts";
import { ScreenSection } from "./screen-section";

type Section = TodaySection;

/** Each group's heading: the parados say whose they are, as the list's "Minhas" does. */
const title = (group: Section["group"], scope: TodayView["scope"]) =>
  group === "new"
    ? "Novas, ainda sem contato"
    : group === "due"
      ? "Próximas ações de hoje e atrasadas"
      : scope === "own"
        ? "Suas oportunidades paradas"
        : "Oportunidades paradas";

const ACTION = "btn btn-ghost min-h-11 !gap-1.5 !px-3 !py-2 text-sm";

/**
 * One lead of "Hoje": who and why, the whole of it a link to the lead (a thumb's target on a
 * phone), and under it one tap to call and, for a mobile, to open WhatsApp.
 */
function TodayRow({ lead }: { lead: Section["leads"][number] }) {
  return (
    <li
      data-today-lead={lead.id}
      className={`rounded-2xl border bg-white p-4 ${lead.late ? "border-amber-400" : "border-line"}`}
    >
      <Link to={lead.to} className="group flex items-start gap-3 rounded-lg">
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-navy-900 underline-offset-4 group-hover:underline">
              {lead.name}
            </span>
            {lead.unseen && (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">
                Nova para você
              </span>
            )}
          </span>
          <span className="mt-1 block text-sm break-words text-navy-900">{lead.about}</span>
          <span
            className={`mt-1 block text-sm ${lead.late ? "font-semibold text-danger-700" : "text-muted"}`}
          >
            {lead.why}
          </span>
        </span>
        <ChevronRight aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      </Link>
      {(lead.call || lead.whatsapp) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {lead.call && (
            <a href={lead.call} className={ACTION}>
              <Phone aria-hidden="true" className="h-4 w-4" /> Ligar
              <span className="sr-only"> para {lead.name}</span>
            </a>
          )}
          {lead.whatsapp && <WhatsAppForm leadId={lead.id} className={ACTION} person={lead.name} />}
        </div>
      )}
    </li>
  );
}

const GROUP_HEADING = "text-lg font-extrabold text-navy-900";

function TodaySectionBlock({ section, scope }: { section: Section; scope: TodayView["scope"] }) {
  return (
    <ScreenSection
      id={`hoje-${section.group}`}
      level={3}
      headingClassName={GROUP_HEADING}
      title={
        <>
          {title(section.group, scope)}{" "}
          <span className="text-base font-semibold text-muted">({section.total})</span>
        </>
      }
      className="mt-6"
      data-today-group={section.group}
      data-total={section.total}
    >
      <ul className="mt-3 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {section.leads.map((lead) => (
          <TodayRow key={lead.id} lead={lead} />
        ))}
      </ul>
      {section.total > section.leads.length && (
        <p className="mt-2 text-sm text-muted">
          E mais {section.total - section.leads.length} na lista de oportunidades.
        </p>
      )}
    </ScreenSection>
  );
}

/**
 * The start screen's first block (issue 41): what to do today. A collaborator's own leads, an
 * admin's every open lead (their own first) and each person's load; nothing to do reads as done.
 */
export function TodayDesk({ today }: { today: TodayView }) {
  const busy = today.sections.filter((s) => s.total > 0);
  return (
    <section aria-labelledby="hoje" className="mb-8" data-today>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="hoje" className="text-2xl font-extrabold text-navy-900">
          Hoje
        </h2>
        <Link to={today.listTo} className="font-bold text-brand-700 underline-offset-4 hover:underline">
          {today.scope === "own" ? "Todas as minhas oportunidades" : "Todas as oportunidades"}
        </Link>
      </div>
      {busy.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 rounded-2xl border border-line bg-surface p-4 text-sm font-bold text-navy-900">
          <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-success-700" />
          {today.scope === "own"
            ? "Tudo em dia: nenhuma oportunidade sua espera contato, vence hoje ou está parada."
            : "Tudo em dia: nenhuma oportunidade espera contato, vence hoje ou está parada."}
        </p>
      ) : (
        busy.map((section) => <TodaySectionBlock key={section.group} section={section} scope={today.scope} />)
      )}
      {today.load && today.load.length > 0 && <LoadTable load={today.load} />}
    </section>
  );
}

/** Admins: how many open leads each person holds, and how many of them need something now. */
function LoadTable({ load }: { load: NonNullable<TodayView["load"]> }) {
  return (
    <ScreenSection
      id="hoje-carga"
      level={3}
      headingClassName={GROUP_HEADING}
      title="Oportunidades abertas por pessoa"
      className="mt-8"
    >
      <DataTable
        className="mt-3"
        caption="Oportunidades abertas de cada pessoa e quantas pedem algo hoje"
        rows={load}
        rowKey={(row) => row.ownerId ?? "sem-responsavel"}
        empty="Nenhuma oportunidade aberta."
        columns={[
          {
            title: "Responsável",
            role: "key",
            cell: (row) =>
              row.ownerId === null ? (
                <Link
                  to={`${href("/employee-portal/leads")}?dono=sem`}
                  className="font-bold text-danger-700 underline underline-offset-4"
                >
                  {row.name}
                </Link>
              ) : (
                <span className="font-bold text-navy-900">{row.name}</span>
              ),
          },
          { title: "Abertas", cell: (row) => row.open },
          { title: "Sem contato", cell: (row) => row.new },
          { title: "Para hoje ou atrasadas", cell: (row) => row.due },
          { title: "Paradas", cell: (row) => row.stalled },
        ]}
      />
    </ScreenSection>
  );
}
