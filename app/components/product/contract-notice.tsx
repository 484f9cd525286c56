import { FileCheck2 } from "lucide-react";
import { Section } from "~/components/content-blocks";
import type { ProductCategory } from "~/content/product-types";

/**
 * What every product page says about how a contract is formed (copy review 2, R5 and R6), in one
 * place so no page can drift. Checked, with the sources in the module doc of
 * app/content/product-defaults/index.ts: a simulation or a request for a quote is not a proposal
 * (Lei nº 15.040/2024, section on formation of the contract); the insurer delivers the policy within
 * 30 days of accepting the proposal (Lei nº 15.040/2024, art. 55); a consumer may withdraw within
 * 7 days from a contract made outside a commercial establishment, and what was paid is returned
 * (Código de Defesa do Consumidor, art. 49 and its parágrafo único).
 */
/**
 * Who makes the contract on each financial page, said of that product alone (copy review 3, N-L6):
 * the card's issuer, the financing's lender, the consórcio's administradora.
 */
const FINANCIAL_CONTRACT: Record<
  "credit-card" | "financing" | "group-buying" | "other",
  {
    exists: string;
    withdraw: string;
  }
> = {
  "credit-card": {
    exists:
      "O cartão só existe depois que o emissor aprova o pedido e você aceita o contrato com ele, nas condições dele.",
    withdraw: "O pedido de desistência vai ao emissor do cartão.",
  },
  financing: {
    exists:
      "O financiamento só existe depois que a instituição financeira aprova o crédito e você assina o contrato com ela, nas condições dela.",
    withdraw: "O pedido de desistência vai à instituição que concedeu o crédito.",
  },
  "group-buying": {
    exists:
      "A cota só existe depois que a administradora aceita a sua adesão e você assina o contrato com ela, nas condições dela.",
    withdraw: "O pedido de desistência vai à administradora do consórcio.",
  },
  // A financial page an admin might add later.
  other: {
    exists:
      "O produto só existe depois que a instituição aprova o pedido e você assina o contrato com ela, nas condições dela.",
    withdraw: "O pedido de desistência vai à instituição com que você contratou.",
  },
};

export function ContractNotice({ category, slug }: { category: ProductCategory; slug: string }) {
  const contract = Object.hasOwn(FINANCIAL_CONTRACT, slug)
    ? FINANCIAL_CONTRACT[slug as keyof typeof FINANCIAL_CONTRACT]
    : FINANCIAL_CONTRACT.other;
  const items =
    category === "insurances"
      ? [
          "A simulação não é proposta e não dá cobertura: ela só estima o preço. Você não está segurado enquanto a seguradora não aceitar a sua proposta.",
          "A apólice é emitida pela seguradora, não pela corretora. Depois de aceitar a proposta, a seguradora tem até 30 dias para entregá-la (Lei nº 15.040/2024, art. 55).",
          "Contratou o seguro a distância, pela internet ou por telefone? O Código de Defesa do Consumidor (art. 49) permite desistir em até 7 dias do contrato feito fora do estabelecimento comercial, com a devolução do que tiver pago. Peça a desistência à seguradora, pelos canais indicados na apólice, ou fale com a gente para encaminhá-la.",
        ]
      : [
          `Uma simulação não é proposta nem contrato. ${contract.exists}`,
          `Contratou a distância, pela internet ou por telefone? O Código de Defesa do Consumidor (art. 49) permite desistir em até 7 dias do contrato feito fora do estabelecimento comercial, com a devolução do que tiver pago. ${contract.withdraw}`,
        ];
  return (
    <Section id="antes-de-contratar" title="Antes de contratar">
      <ul className="space-y-3 rounded-[var(--radius-card)] border border-line p-5 sm:p-6">
        {items.map((text) => (
          <li key={text} className="flex gap-3">
            <FileCheck2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
