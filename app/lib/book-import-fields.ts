/**
 * The book import's columns (issue 42, decision 068), zod-free for the mapping screen and the
 * server alike: each field of a client or a policy that a sheet's column can fill, its Portuguese
 * label, and the headers other systems (Segfy, Agger, Quiver, insurers' lists) give it, from which
 * the first mapping of a source is guessed.
 */

/** The largest file taken: 10,000 rows of some 40 columns are about 4 MB as CSV, less as XLSX. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows per import: twice the 10,000 the issue asks for. */
export const IMPORT_MAX_ROWS = 20_000;

export const IMPORT_FIELDS = [
  {
    key: "document",
    label: "CPF/CNPJ",
    required: true,
    headers: ["cpf/cnpj", "cpf", "cnpj", "cpf cnpj", "documento", "cpf/cnpj do segurado", "cpf do segurado"],
  },
  {
    key: "name",
    label: "Nome do cliente",
    required: true,
    headers: ["segurado", "nome", "cliente", "nome do segurado", "nome do cliente", "razao social"],
  },
  {
    key: "contactName",
    label: "Pessoa de contato (empresa)",
    headers: ["contato", "pessoa de contato", "responsavel"],
  },
  { key: "email", label: "E-mail", headers: ["e-mail", "email", "e mail", "email do segurado"] },
  {
    key: "phone",
    label: "Telefone",
    headers: ["telefone", "celular", "fone", "telefone celular", "whatsapp"],
  },
  {
    key: "phone2",
    label: "Outro telefone",
    headers: ["telefone 2", "telefone comercial", "telefone residencial", "outro telefone"],
  },
  { key: "cep", label: "CEP", headers: ["cep"] },
  { key: "address", label: "Endereço", headers: ["endereco", "logradouro"] },
  { key: "city", label: "Cidade", headers: ["cidade", "municipio"] },
  { key: "state", label: "UF", headers: ["uf", "estado"] },
  { key: "birthDate", label: "Nascimento", headers: ["nascimento", "data de nascimento", "data nascimento"] },
  {
    key: "insurer",
    label: "Seguradora",
    required: true,
    headers: ["seguradora", "cia", "companhia", "congenere"],
  },
  {
    key: "product",
    label: "Produto",
    required: true,
    headers: ["produto", "ramo", "tipo de seguro", "modalidade"],
  },
  { key: "susepBranch", label: "Ramo SUSEP (código)", headers: ["ramo susep", "codigo do ramo", "cod ramo"] },
  {
    key: "policyNumber",
    label: "Número da apólice",
    required: true,
    headers: ["apolice", "numero da apolice", "n apolice", "nº apolice", "no apolice", "num apolice"],
  },
  {
    key: "proposalNumber",
    label: "Número da proposta",
    headers: ["proposta", "numero da proposta", "n proposta", "nº proposta"],
  },
  {
    // The policy this one renews (the same client's, at any insurer): the import closes its renewal.
    key: "previousPolicyNumber",
    label: "Apólice anterior (renovada por esta)",
    headers: ["apolice anterior", "numero da apolice anterior", "n apolice anterior", "apolice renovada"],
  },
  {
    key: "startsOn",
    label: "Início da vigência",
    required: true,
    headers: [
      "inicio de vigencia",
      "inicio da vigencia",
      "inicio vigencia",
      "vigencia inicial",
      "inicio",
      "vigencia de",
    ],
  },
  {
    key: "endsOn",
    label: "Fim da vigência",
    required: true,
    headers: [
      "fim de vigencia",
      "fim da vigencia",
      "fim vigencia",
      "vigencia final",
      "termino de vigencia",
      "termino",
      "fim",
      "vigencia ate",
    ],
  },
  {
    key: "netPremium",
    label: "Prêmio líquido",
    headers: ["premio liquido", "premio liq", "premio liquido (r$)"],
  },
  { key: "iof", label: "IOF", headers: ["iof"] },
  {
    key: "totalPremium",
    label: "Prêmio total",
    required: true,
    headers: ["premio total", "premio", "premio bruto", "premio total (r$)"],
  },
  {
    key: "commissionRate",
    label: "Comissão (%)",
    headers: ["comissao %", "% comissao", "comissao (%)", "percentual de comissao", "comissao"],
  },
  {
    key: "commission",
    label: "Comissão (R$)",
    headers: ["comissao r$", "valor da comissao", "comissao (r$)", "valor comissao"],
  },
  {
    key: "paymentMethod",
    label: "Forma de pagamento",
    headers: ["forma de pagamento", "pagamento", "forma pagamento", "meio de pagamento"],
  },
  {
    key: "instalments",
    label: "Parcelas",
    headers: ["parcelas", "numero de parcelas", "qtd parcelas", "n parcelas"],
  },
  { key: "vehiclePlate", label: "Placa", headers: ["placa", "placa do veiculo"] },
  { key: "vehicleModel", label: "Modelo do veículo", headers: ["modelo", "veiculo", "modelo do veiculo"] },
  {
    key: "vehicleYear",
    label: "Ano do veículo",
    headers: ["ano", "ano modelo", "ano do veiculo", "ano/modelo"],
  },
  { key: "fipeCode", label: "Código FIPE", headers: ["fipe", "codigo fipe", "cod fipe"] },
  { key: "bonusClass", label: "Classe de bônus", headers: ["classe de bonus", "bonus", "classe bonus"] },
  { key: "producer", label: "Produtor", headers: ["produtor", "vendedor", "corretor responsavel"] },
] as const satisfies ReadonlyArray<{
  key: string;
  label: string;
  required?: boolean;
  headers: readonly string[];
}>;

export type ImportField = (typeof IMPORT_FIELDS)[number]["key"];
/** Which column fills each field ("" or absent: none). */
export type ImportMapping = Partial<Record<ImportField, string>>;

export const IMPORT_FIELD_KEYS: readonly ImportField[] = IMPORT_FIELDS.map((field) => field.key);

/** The systems a book usually comes from, offered as the source's first choices. */
export const IMPORT_SOURCE_SUGGESTIONS = [
  "Segfy",
  "Agger",
  "Quiver",
  "Lista de seguradora",
  "Planilha própria",
];

/** How a name is compared: no accents, no case, punctuation and runs of spaces as one space. */
export function foldName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9%$/]+/g, " ")
    .trim();
}

/** The first mapping of a new source: each field takes the column whose header it knows, once. */
export function guessMapping(headers: readonly string[]): ImportMapping {
  const folded = headers.map(foldName);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  // Exact names first for every field, so "Ramo" is not taken by the product when "Produto" exists.
  for (const pass of ["exact", "prefix"] as const) {
    for (const field of IMPORT_FIELDS) {
      if (mapping[field.key]) continue;
      for (const alias of field.headers) {
        const want = foldName(alias);
        const at = folded.findIndex(
          (header, i) =>
            !taken.has(i) && (pass === "exact" ? header === want : header.startsWith(`${want} `)),
        );
        if (at >= 0) {
          mapping[field.key] = headers[at] as string;
          taken.add(at);
          break;
        }
      }
    }
  }
  return mapping;
}

/** The outcome of one imported row, as the report names it. */
export const IMPORT_OUTCOMES = ["imported", "existing", "refused"] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];
export const IMPORT_OUTCOME_LABEL: Record<ImportOutcome, string> = {
  imported: "Importada",
  existing: "Já estava na carteira",
  refused: "Recusada",
};
/** The same, for a preview's row (nothing imported yet). */
export const PREVIEW_OUTCOME_LABEL: Record<ImportOutcome, string> = {
  imported: "Será importada",
  existing: "Já está na carteira",
  refused: "Será recusada",
};

export const IMPORT_RUN_STATUS_LABEL = {
  running: "Importando",
  done: "Concluída",
  failed: "Interrompida",
} as const;
