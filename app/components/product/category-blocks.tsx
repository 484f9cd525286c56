import { CircleX, ClipboardList, Info, Phone } from "lucide-react";
import { href, Link } from "react-router";
import { CheckList, IconList, ItemGrid, Section, Steps } from "~/components/content-blocks";
import { InsuranceGlossary } from "~/components/insurance-glossary";
import { type FinancialProduct, hasPartnerInstitution, type InsuranceProduct } from "~/content/product-types";

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

      <HowToBuy steps={product.howItWorks} />

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

/** "Como contratar": the steps from the first contact to the signed contract, on both kinds of page. */
function HowToBuy({ steps }: { steps: string[] }) {
  return (
    <Section id="como-contratar" title="Como contratar">
      <Steps steps={steps} />
    </Section>
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

      <HowToBuy steps={product.howItWorks} />
    </>
  );
}

/**
 * The brokerage's role on a financial page, who supervises the institution and the "instituição
 * parceira" block (copy review 2, B1/B2). With an institution named in the product editor, "O nosso
 * papel" is what the brokerage is for it (not the default "we forward nothing", which would
 * contradict it: copy review 3, N-M4) and the block shows who it is, its SAC and ouvidoria and
 * where the button leads.
 * Without one, it says plainly that the brokerage takes no proposal here and where the button leads:
 * the brokerage's insurance quote portal (the spec's button and path), not a bank.
 */
export function RoleNote({ product }: { product: FinancialProduct }) {
  const partner = product.partnerInstitution;
  const named = hasPartnerInstitution(product);
  const button = product.quotes[0]?.label;
  return (
    <div className="mt-8 space-y-4">
      <div
        className="flex gap-4 rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 p-5 sm:p-6"
        data-testid="our-role"
      >
        <Info aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
        <div>
          <h3 className="font-bold text-navy-900">O nosso papel</h3>
          {/* Named, the institution's relation replaces the page's "we forward nothing" (copy review 3, N-M4). */}
          <p className="mt-2">{named ? partner.role : product.role}</p>
          <p className="mt-2 text-[0.9375rem] text-muted">{product.regulator}</p>
        </div>
      </div>
      <section
        aria-labelledby="instituicao-parceira-titulo"
        className="rounded-[var(--radius-card)] border border-line p-5 sm:p-6"
        data-testid="partner-institution"
      >
        <h3 id="instituicao-parceira-titulo" className="font-bold text-navy-900">
          Instituição parceira
        </h3>
        {named ? (
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold">Instituição</dt>
            <dd>{partner.name}</dd>
            <dt className="font-semibold">CNPJ</dt>
            <dd>{partner.cnpj}</dd>
            <dt className="font-semibold">SAC</dt>
            <dd>{partner.sac}</dd>
            <dt className="font-semibold">Ouvidoria</dt>
            <dd>{partner.ouvidoria}</dd>
            <dt className="font-semibold">Para onde o botão leva</dt>
            <dd>{partner.destination}</dd>
          </dl>
        ) : (
          <div className="mt-2 space-y-2">
            <p>
              Nenhuma instituição parceira está indicada para este produto. Por isso, não recebemos, não
              analisamos e não encaminhamos pedidos ou propostas por esta página: ela explica como o produto
              funciona e o que conferir antes de contratar com a instituição que você escolher.
            </p>
            {button && <p>{notNamedDestination(button)}</p>}
          </div>
        )}
      </section>
    </div>
  );
}

/** Where the page's button leads while no institution is named: said the same in the block and the aside. */
export function notNamedDestination(button: string): string {
  return `O botão “${button}” abre, em nova aba, o portal de cotação de seguros da corretora. Ele não é o site de um banco, de um emissor de cartões nem de uma administradora de consórcio, e o que você preencher lá não é um pedido de crédito, de cartão ou de adesão a consórcio.`;
}
