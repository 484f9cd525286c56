import { CircleX, ClipboardList, Info, Phone } from "lucide-react";
import { href, Link } from "react-router";
import { CheckList, IconList, ItemGrid, Section, Steps } from "~/components/content-blocks";
import { InsuranceGlossary } from "~/components/insurance-glossary";
import type { FinancialProduct, InsuranceProduct } from "~/content/product-types";

/** What only insurance pages have: exclusions, what the quote needs, claims, glossary. */
export function InsuranceBlocks({ product }: { product: InsuranceProduct }) {
  return (
    <>
      <Section id="coberturas" title="Principais coberturas">
        <ItemGrid items={product.coverages} />
        <p className="mt-4 text-sm text-muted">
          Coberturas, limites e carências variam conforme a seguradora e o plano escolhido.
        </p>
      </Section>

      <Section id="exclusoes" title="O que não está coberto">
        <IconList items={product.exclusions} icon={CircleX} iconClass="text-danger-700" />
        <p className="mt-4 text-sm text-muted">
          A lista completa está nas condições gerais do plano escolhido.
        </p>
      </Section>

      {product.assistances.length > 0 && (
        <Section id="assistencias" title="Assistências e serviços">
          <CheckList items={product.assistances} />
        </Section>
      )}

      <Section id="cotacao-documentos" title="O que a cotação pede">
        <div className="rounded-[var(--radius-card)] bg-surface p-5 sm:p-6">
          <IconList items={product.quoteNeeds} icon={ClipboardList} iconClass="text-brand-700" />
        </div>
      </Section>

      <Section id="como-contratar" title="Como contratar">
        <Steps steps={product.howItWorks} />
      </Section>

      <Section id="sinistro" title="Em caso de sinistro">
        <Steps steps={product.claimSteps} />
        <p className="mt-6 flex gap-3 rounded-[var(--radius-card)] border border-line p-5">
          <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
          <span>
            O telefone de assistência e de aviso de sinistro da sua seguradora está na apólice; o site de cada
            seguradora está na página{" "}
            <Link
              to={href("/insurers")}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Seguradoras Parceiras
            </Link>
            . Se preferir, o seu corretor abre o aviso de sinistro com você.
          </span>
        </p>
      </Section>

      <InsuranceGlossary />
    </>
  );
}

/** What only financial pages have: how it works (not advantages) and what to check before signing. */
export function FinancialBlocks({ product }: { product: FinancialProduct }) {
  return (
    <>
      <Section id="como-funciona" title="Como funciona">
        <ItemGrid items={product.mechanics} />
      </Section>

      <Section id="antes-de-assinar" title="Antes de assinar, confira">
        <CheckList items={product.checklist} />
      </Section>

      <Section id="como-contratar" title="Como contratar">
        <Steps steps={product.howItWorks} />
      </Section>
    </>
  );
}

/** The brokerage's role on a financial page and who supervises the institution. */
export function RoleNote({ product }: { product: FinancialProduct }) {
  return (
    <div className="mt-8 flex gap-4 rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <Info aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
      <div>
        <h3 className="font-bold text-navy-900">O nosso papel</h3>
        <p className="mt-2">{product.role}</p>
        <p className="mt-2 text-[0.9375rem] text-muted">{product.regulator}</p>
      </div>
    </div>
  );
}
