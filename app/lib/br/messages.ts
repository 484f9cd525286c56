/**
 * The Portuguese messages of the Brazilian fields, zod-free so that a page can show them without
 * loading the schemas. A field whose message the spec or a test pins passes its own to the schema.
 */
export const BR_MESSAGES = {
  email: "Informe um e-mail válido.",
  phone: "Informe o telefone com DDD (10 ou 11 dígitos).",
  mobile: "Informe um celular com DDD, por exemplo (41) 9 0000-0000.",
  cpf: "CPF inválido: confira os números.",
  cnpj: "CNPJ inválido: confira os números.",
  cep: "CEP inválido: use 00000-000.",
  plate: "Placa inválida: use ABC-1234 ou ABC1D23.",
  susep: "Informe só os números do registro na SUSEP.",
  taxId: "CPF ou CNPJ inválido: confira os números.",
  money: "Informe um valor em reais, por exemplo 1.234,56.",
  rate: "Informe um percentual de 0 a 100, por exemplo 15 ou 12,5.",
} as const;
