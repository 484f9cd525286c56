import type { HoldingsView } from "~/.server/privacy";
import { DataTable } from "~/components/data-table";
import { formatPhone, formatTaxId } from "~/lib/br";

/**
 * "Dados pessoais": the book's part (decision 071). The clients found by e-mail, phone or CPF/CNPJ,
 * what each one's book holds, and, in plain words, what the law obliges the brokerage to keep and
 * until when: the admin reads it before exporting or erasing, and the person is told the same.
 */
export function BookHoldings({ book }: { book: HoldingsView["book"] }) {
  return (
    <>
      <h3 className="mt-6 text-lg font-extrabold text-navy-900">Carteira de clientes</h3>
      <DataTable
        className="mt-3"
        caption="Clientes da carteira com este e-mail, telefone ou CPF/CNPJ"
        rows={book}
        empty="Nenhum cliente da carteira com este e-mail, telefone ou CPF/CNPJ."
        columns={[
          { title: "Cliente", role: "key", cell: (c) => <span className="font-bold">{c.name}</span> },
          { title: "CPF/CNPJ", cell: (c) => formatTaxId(c.document) },
          { title: "E-mail", cell: (c) => <span className="break-all">{c.email ?? "—"}</span> },
          { title: "Telefone", cell: (c) => (c.phone ? formatPhone(c.phone) : "—") },
          {
            title: "Carteira",
            cell: (c) =>
              `${c.policies} ${c.policies === 1 ? "apólice" : "apólices"}, ${c.documents} ${c.documents === 1 ? "documento" : "documentos"}, ${c.claims} ${c.claims === 1 ? "sinistro" : "sinistros"}, ${c.renewals} ${c.renewals === 1 ? "renovação" : "renovações"}, ${c.leads} ${c.leads === 1 ? "oportunidade ganha" : "oportunidades ganhas"}`,
          },
          { title: "O que a lei obriga a guardar", cell: (c) => c.retention },
        ]}
      />
      {book.some((c) => c.kept) && (
        <p className="mt-3 max-w-2xl rounded-2xl bg-amber-50 p-4 text-sm text-ink">
          Ao excluir, o que a lei obriga a guardar fica guardado, como dito em cada cliente acima, e é
          excluído automaticamente quando o prazo termina. Diga isso à pessoa: ela tem direito a saber o que
          foi guardado e por quê (LGPD, art. 18). A exportação traz tudo, com os arquivos dos documentos.
        </p>
      )}
    </>
  );
}
