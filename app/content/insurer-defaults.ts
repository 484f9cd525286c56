import type { InsurerPhoneKind } from "./insurer-labels";
import type { Insurer } from "./insurer-schemas";

/**
 * The first-start records of the insurers shown on /insurers (public side; the schemas are in
 * insurer-schemas.ts, the page's texts in insurer-directory.ts). The sources of their facts:
 *
 * Partners. No record is marked `partner`: calling an insurer the brokerage's partner states a
 * relation (a broker code with it) that only the brokerage can confirm (copy-review-2 §2 B5). An
 * admin marks each one in "Seguradoras"; until then the page lists them all as a directory.
 *
 * Phones. A number is shown only where the insurer's own material gives it (its web pages, or its
 * general conditions / policyholder manual, read in public copies), labelled with what that source
 * calls it (Assistência 24 horas, Aviso de sinistro, Central de atendimento, SAC, Ouvidoria); digits
 * only, 0800 numbers as 11 digits (tests/unit/insurers.test.ts). Every other card points to the
 * insurer's site. Checked on 2026-11-24, and again on 2026-11-26 (copies of public pages; the
 * pages' own dates not shown):
 * - Tokio Marine: "Central de Atendimento – 0800 31 TOKIO (86546)", on its life-insurance claims
 *   page, for registering a claim (https://www.tokiomarine.com.br/sinistro/seguro-de-vida); hence
 *   the kind "Central de atendimento" and a note limiting it to life insurance. Another stored
 *   version of the same page shows 0300 33 TOKIO (86546), the old number. No number for its other
 *   lines was found in its own material.
 * - BB Seguros: 0800 729 7000 to report a claim and for the 24 h assistance
 *   (https://www.bbseguros.com.br/seguros/ajuda/seguros-para-residencia/sinistro, home insurance);
 *   its auto assistance guide also says "Assistência 24 horas BB Seguro Auto: Brasil – 0800 729
 *   7000" (copy at https://lawinsider.com/pt/contracts/dcnOv9RrGNU).
 * - Caixa Seguradora: "Central de Assistência Dia & Noite e Sinistro (0800 722 2492)"
 *   (caixaseguradora.com.br/pj/mei/Paginas/contrato-dos-Seguros-Veiculos-mei.aspx, vehicle insurance).
 * - Sabemi: 0800 880 1900, "Atendimento 24h … comunicado e acompanhamento de Sinistro" and
 *   "Acionamento de Assistências"; Ouvidoria 0800 880 1999 (https://www.sabemi.com.br/atendimento).
 * - Allianz: its Allianz Auto general conditions (07/2021, copy at
 *   https://www.passeidireto.com/arquivo/111419734/cg-auto-allianz; the same lines in 11/2020,
 *   https://lawinsider.com/pt/contracts/46tbq7QVK4H) list "Assistência 24 horas: 08000 130 700",
 *   "SAC - 24h: 08000 115 215" and "Ouvidoria: 0800 771 3313". The card's note says they come from
 *   the auto conditions.
 * Searched again on 2026-11-26 and not found in the insurer's own material (only brokers' pages,
 * blogs or none): Porto, Bradesco, HDI, Azul, Suhai, Sompo, SulAmérica, Fairfax, Mapfre (its
 * 0800 709 8432 on mapfre.com.br is for life claims only, not shown as the Mapfre line) and every
 * other insurer here: no number.
 *
 * Companies that changed hands (notes on the cards):
 * - Sompo: "HDI Seguros do Brasil (inicialmente denominada Sompo Consumer Seguradora)" is a Grupo
 *   HDI company (Liberty Seguros S.A. financial statements for 2023, checked again 2026-11-26,
 *   https://lawinsider.com/pt/contracts/jT9IalyEHpe). That Sompo's consumer business went into
 *   Sompo Consumer Seguradora follows from the name and the review (copy-review-2 M21); no trade
 *   press article on the deal was found, and which lines (auto, home) moved is not confirmed, so
 *   the note names none and sends the customer to the policy. Sompo Seguros S.A. (CNPJ
 *   61.383.493/0001-80) still exists; nothing else is said about its products.
 * - SulAmérica: sold its auto and other mass-market P&C portfolios to Allianz (Estadão, Coluna do
 *   Broad, 2019-08, https://economia.estadao.com.br/blogs/coluna-do-broad/oferta-da-hdi-pressionou-allianz-pagar-r-3-bi-por-carteiras-da-sulamerica/;
 *   SulAmérica's Q2 2020 results, "venda do segmento de seguros de automóveis e massificados para a
 *   Allianz", https://www.em.com.br/app/noticia/economia/2020/08/05/internas_economia,1173430/sulamerica-tem-lucro-liquido-de-r-498-3-milhoes-no-2-trimestre-91.shtml).
 *   Its later incorporation by Rede D'Or (copy-review-2 §5) is not on the card: it does not change
 *   where a customer calls.
 *
 * Names and sites:
 * - Liberty → Yelum: Liberty Seguros S.A. came under HDI Seguros S.A. in November 2023 (same
 *   statements); the card uses the new name, Yelum Seguros, as the previous pass did. No page of
 *   yelumseguros.com.br was found in the copies searched: the site is unconfirmed.
 * - HDI: hdiseguros.com.br is current (its privacy policy names HDI Seguros, CNPJ 29.980.158/0001-57);
 *   hdi.com.br is the old address. The similarly named grupohdiseguros.com.br is not used.
 * - Kovr Seguradora S.A. keeps its name; PicPay signed to buy it on 2025-09-19 (PicPay's equity
 *   purchase agreement, SEC exhibit 10.25); site kovr.com.br (its sustainability policy page).
 * - Mitsui Sumitomo Seguros S.A. (MS&AD group) reported under that name in its 2020 statements
 *   (DOESP 2021-02-25); no later rename or merger found; msig.com.br not confirmed.
 * - Too Seguros S.A. is the former Pan Seguros S.A. (2018 statements); tooseguros.com.br not confirmed.
 * - Ezze Seguros S.A. (2020 statements, DOESP 2021-02-27); ezzeseguros.com.br not confirmed.
 * - Pottencial Seguradora S.A. (DOU 2021-11-04); site confirmed by blog.pottencial.com.br.
 * - Junto Seguros: site confirmed by blog.juntoseguros.com. Fairfax Brasil Seguros Corporativos S.A.,
 *   fairfax.com.br (its anti-money-laundering policy). Sabemi: sabemi.com.br. Suhai:
 *   suhaiseguradora.com. BB Seguros: bbseguros.com.br. Porto: portoseguro.com.br. Caixa Seguradora:
 *   caixaseguradora.com.br. Icatu: icatuseguros.com.br. Zurich: zurich.com.br. Mapfre: mapfre.com.br.
 *   BNP Paribas Cardif: bnpparibascardif.com.br. Tokio Marine: tokiomarine.com.br. SulAmérica:
 *   sulamerica.com.br (named in its 2015 auto policy manual). Allianz: allianz.com.br (named in its
 *   auto conditions above).
 * - AXA trades in Brazil as AXA Seguros (AXA Seguros S.A., CNPJ 19.323.190/0001-06, 2017
 *   statements). Azul Seguros is Azul Companhia de Seguros Gerais (CNPJ 33.448.150/0001-11).
 * - Youse is left out: it is Caixa Seguradora's online sales channel, and Caixa, listed here,
 *   carries the risk.
 * Not confirmed (no official page or primary document found; kept as they were): the sites of AIG,
 * Akad (beware the look-alike akadsegupos.com), Alfa, AXA, Azul, Berkley, BMG, Bradesco,
 * Capemisa, Chubb, Itaú, MAG, MetLife, Mitsui Sumitomo, Prudential, Sancor (Sancor Seguros do Brasil
 * S.A. in its 2017 statements), Too, Yelum and Zurich Santander; nothing at all was found on Essor
 * (name, site, owner). No SUSEP register of supervised companies was available to check the list.
 *
 * Logos are drawn by <InsurerLogo> from `monogram` and `color` (no logo files are shipped).
 */

/** The typed defaults as written below (public side only). */
interface InsurerDefault {
  /** Kebab-case, unique. */
  id: string;
  /** Commercial name as Brazilians know it. */
  name: string;
  /** Official https home page of the insurer's Brazilian site. */
  website: string;
  /** Lines confirmed on the insurer's own material; omitted otherwise. */
  phones?: Array<{ kind: InsurerPhoneKind; number: string }>;
  /** A public note under the name (sources above). */
  note?: string;
  monogram: string;
  color: string;
}

/** Sorted by name (pt-BR collation). */
const insurerList: InsurerDefault[] = [
  {
    id: "aig",
    name: "AIG Seguros",
    website: "https://www.aig.com.br",
    monogram: "AIG",
    color: "#001871",
  },
  {
    id: "akad",
    name: "Akad Seguros",
    website: "https://akadseguros.com.br",
    monogram: "AK",
    color: "#1f3a5f",
  },
  {
    id: "alfa",
    name: "Alfa Seguradora",
    website: "https://www.alfaseguradora.com.br",
    monogram: "AL",
    color: "#7a1f2b",
  },
  {
    id: "allianz",
    name: "Allianz Seguros",
    website: "https://www.allianz.com.br",
    phones: [
      { kind: "assistance", number: "08000130700" },
      { kind: "sac", number: "08000115215" },
      { kind: "ombudsman", number: "08007713313" },
    ],
    note: "Telefones das condições gerais do seguro Allianz Auto; para outros seguros, confira a sua apólice.",
    monogram: "A",
    color: "#003781",
  },
  {
    id: "axa",
    name: "AXA Seguros",
    website: "https://www.axa.com.br",
    monogram: "AXA",
    color: "#00008f",
  },
  {
    id: "azul",
    name: "Azul Seguros",
    website: "https://www.azulseguros.com.br",
    monogram: "AZ",
    color: "#0b4f9c",
  },
  {
    id: "bb-seguros",
    name: "BB Seguros",
    website: "https://www.bbseguros.com.br",
    phones: [
      { kind: "assistance", number: "08007297000" },
      { kind: "claims", number: "08007297000" },
    ],
    monogram: "BB",
    color: "#1c3f94",
  },
  {
    id: "berkley",
    name: "Berkley Brasil Seguros",
    website: "https://www.berkley.com.br",
    monogram: "BK",
    color: "#24386b",
  },
  {
    id: "bmg",
    name: "BMG Seguros",
    website: "https://www.bmgseguros.com.br",
    monogram: "BMG",
    color: "#b34700",
  },
  {
    id: "bnp-paribas-cardif",
    name: "BNP Paribas Cardif",
    website: "https://www.bnpparibascardif.com.br",
    monogram: "BNP",
    color: "#00754a",
  },
  {
    id: "bradesco",
    name: "Bradesco Seguros",
    website: "https://www.bradescoseguros.com.br",
    monogram: "BS",
    color: "#b3131b",
  },
  {
    id: "caixa",
    name: "Caixa Seguradora",
    website: "https://www.caixaseguradora.com.br",
    phones: [
      { kind: "assistance", number: "08007222492" },
      { kind: "claims", number: "08007222492" },
    ],
    monogram: "CX",
    color: "#005ca9",
  },
  {
    id: "capemisa",
    name: "Capemisa Seguradora",
    website: "https://www.capemisa.com.br",
    monogram: "CP",
    color: "#124e78",
  },
  {
    id: "chubb",
    name: "Chubb Seguros",
    website: "https://www.chubb.com/br-pt",
    monogram: "CH",
    color: "#1a1a1a",
  },
  {
    id: "essor",
    name: "Essor Seguros",
    website: "https://www.essor.com.br",
    monogram: "ES",
    color: "#0d5c63",
  },
  {
    id: "ezze",
    name: "Ezze Seguros",
    website: "https://www.ezzeseguros.com.br",
    monogram: "EZ",
    color: "#5b2a86",
  },
  {
    id: "fairfax",
    name: "Fairfax Brasil",
    website: "https://www.fairfax.com.br",
    monogram: "FF",
    color: "#17406d",
  },
  {
    id: "hdi",
    name: "HDI Seguros",
    website: "https://www.hdiseguros.com.br",
    monogram: "HDI",
    color: "#006b3f",
  },
  {
    id: "icatu",
    name: "Icatu Seguros",
    website: "https://www.icatuseguros.com.br",
    monogram: "IC",
    color: "#0a3d62",
  },
  {
    id: "itau",
    name: "Itaú Seguros",
    website: "https://www.itau.com.br/seguros",
    monogram: "IT",
    color: "#a33a00",
  },
  {
    id: "junto",
    name: "Junto Seguros",
    website: "https://www.juntoseguros.com",
    monogram: "JS",
    color: "#1d4e89",
  },
  {
    id: "kovr",
    name: "Kovr Seguradora",
    website: "https://www.kovr.com.br",
    monogram: "KV",
    color: "#2b2d6e",
  },
  {
    id: "mag",
    name: "MAG Seguros",
    website: "https://www.mag.com.br",
    monogram: "MAG",
    color: "#003a70",
  },
  {
    id: "mapfre",
    name: "Mapfre Seguros",
    website: "https://www.mapfre.com.br",
    monogram: "MP",
    color: "#c8102e",
  },
  {
    id: "metlife",
    name: "MetLife",
    website: "https://www.metlife.com.br",
    monogram: "ML",
    color: "#0061a0",
  },
  {
    id: "mitsui",
    name: "Mitsui Sumitomo Seguros",
    website: "https://www.msig.com.br",
    monogram: "MS",
    color: "#b01c2e",
  },
  {
    id: "porto",
    name: "Porto Seguro",
    website: "https://www.portoseguro.com.br",
    monogram: "PS",
    color: "#00458c",
  },
  {
    id: "pottencial",
    name: "Pottencial Seguradora",
    website: "https://pottencial.com.br",
    monogram: "PT",
    color: "#3d2a7d",
  },
  {
    id: "prudential",
    name: "Prudential do Brasil",
    website: "https://www.prudential.com.br",
    monogram: "PR",
    color: "#0b3b60",
  },
  {
    id: "sabemi",
    name: "Sabemi",
    website: "https://www.sabemi.com.br",
    phones: [
      { kind: "assistance", number: "08008801900" },
      { kind: "claims", number: "08008801900" },
      { kind: "ombudsman", number: "08008801999" },
    ],
    monogram: "SB",
    color: "#0f5132",
  },
  {
    id: "sancor",
    name: "Sancor Seguros",
    website: "https://www.sancorseguros.com.br",
    monogram: "SC",
    color: "#005691",
  },
  {
    id: "sompo",
    name: "Sompo Seguros",
    website: "https://www.sompo.com.br",
    note: "Os seguros de consumo da Sompo passaram para a Sompo Consumer Seguradora, hoje HDI Seguros do Brasil (Grupo HDI). Confira na sua apólice qual seguradora a emitiu.",
    monogram: "SP",
    color: "#b8001f",
  },
  {
    id: "suhai",
    name: "Suhai Seguradora",
    website: "https://www.suhaiseguradora.com",
    monogram: "SH",
    color: "#8a1538",
  },
  {
    id: "sulamerica",
    name: "SulAmérica",
    website: "https://www.sulamerica.com.br",
    note: "Os seguros de automóvel da SulAmérica passaram para a Allianz.",
    monogram: "SA",
    color: "#c2410c",
  },
  {
    id: "tokio-marine",
    name: "Tokio Marine Seguradora",
    website: "https://www.tokiomarine.com.br",
    phones: [{ kind: "service", number: "08003186546" }],
    note: "A Central de atendimento recebe o aviso de sinistro do seguro de vida; para outros seguros, confira a sua apólice.",
    monogram: "TM",
    color: "#00594f",
  },
  {
    id: "too",
    name: "Too Seguros",
    website: "https://www.tooseguros.com.br",
    monogram: "TOO",
    color: "#4a2c82",
  },
  {
    id: "yelum",
    name: "Yelum Seguros",
    website: "https://www.yelumseguros.com.br",
    monogram: "YL",
    color: "#5b1f8f",
  },
  {
    id: "zurich-santander",
    name: "Zurich Santander",
    website: "https://www.zurichsantander.com.br",
    monogram: "ZS",
    color: "#b0001e",
  },
  {
    id: "zurich",
    name: "Zurich Seguros",
    website: "https://www.zurich.com.br",
    monogram: "Z",
    color: "#0b4a8f",
  },
];

/** First-start records, in alphabetical order; none marked partner (the brokerage marks them). */
export const insurers: Insurer[] = insurerList.map((insurer, index) => ({
  partner: false,
  hidden: false,
  note: "",
  productSlugs: [],
  logo: null,
  position: index,
  phones: [],
  ...insurer,
}));
