/**
 * Partner insurers shown on /insurers.
 *
 * A phone is shown only where the insurer's own web page gives it, labelled for what it is
 * (Assistência 24 horas, SAC, Aviso de sinistro, Ouvidoria, Central de atendimento); every other
 * card points to the insurer's site, where its SAC and Ouvidoria are. Rechecked on 2026-11-24:
 * Tokio Marine's "Central de Atendimento – 0800 31 TOKIO (86546)" for claims
 * (tokiomarine.com.br/sinistro/seguro-de-vida). Allianz's 0800 013 0700 appears only in a third-party
 * copy of its 11/2020 auto conditions, not on allianz.com.br: not shown. Bradesco, Porto and Sompo
 * numbers were only on secondary sites: not shown. Whether Sompo still sells personal lines under
 * that name could not be confirmed either way, so its card says nothing about its products.
 * AXA trades in Brazil as AXA Seguros (AXA Seguros S.A.). Youse is left out: it is Caixa
 * Seguradora's online sales channel, and Caixa, listed here, carries the risk.
 * Logos are drawn by <InsurerLogo> from `monogram` and `color` (no logo files are shipped).
 */
export interface InsurerPhone {
  display: string;
  href: string;
  /** What the line is for, shown with the number, e.g. "Assistência 24 horas". */
  label: string;
}

export interface Insurer {
  /** Kebab-case, unique. */
  id: string;
  /** Commercial name as Brazilians know it. */
  name: string;
  /** Official https home page of the insurer's Brazilian site. */
  website: string;
  /** A line confirmed on the insurer's own material; omitted otherwise. */
  phone?: InsurerPhone;
  /** 1 to 3 letters drawn in the logo badge. */
  monogram: string;
  /** Badge colour; dark enough for white text (WCAG AA, contrast >= 4.5:1). */
  color: string;
}

/** Sorted by name (pt-BR collation). */
export const insurers: Insurer[] = [
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
    monogram: "SA",
    color: "#c2410c",
  },
  {
    id: "tokio-marine",
    name: "Tokio Marine Seguradora",
    website: "https://www.tokiomarine.com.br",
    phone: {
      display: "0800 31 86546",
      href: "tel:08003186546",
      label: "Central de atendimento e aviso de sinistro",
    },
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
