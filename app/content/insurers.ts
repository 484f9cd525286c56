/**
 * Partner insurers. Names and sites were written from public knowledge: re-check each one (and
 * add the customer-service phone numbers) with the insurer before going live. Where no phone
 * is given, the card tells the visitor to use the insurer's site.
 */
export interface Insurer {
  id: string;
  name: string;
  website: string;
  phone?: { display: string; href: string };
  /** 1 to 3 letters drawn in the logo badge. */
  monogram: string;
  /** Badge colour; dark enough for white text (WCAG AA). */
  color: string;
}

const entries: Array<[id: string, name: string, website: string, monogram: string, color: string]> = [
  ["akad", "Akad Seguros", "https://akadseguros.com.br", "AK", "#1f3a5f"],
  ["allianz", "Allianz Seguros", "https://www.allianz.com.br", "A", "#003781"],
  ["alfa", "Alfa Seguradora", "https://www.alfaseguradora.com.br", "AL", "#7a1f2b"],
  ["austral", "Austral Seguradora", "https://www.australseguradora.com.br", "AU", "#1b4f72"],
  ["axa", "AXA no Brasil", "https://www.axa.com.br", "AXA", "#00008f"],
  ["azul", "Azul Seguros", "https://www.azulseguros.com.br", "AZ", "#0b4f9c"],
  ["bb-seguros", "BB Seguros", "https://www.bbseguros.com.br", "BB", "#1c3f94"],
  ["berkley", "Berkley Brasil Seguros", "https://www.berkley.com.br", "BK", "#24386b"],
  ["bradesco", "Bradesco Seguros", "https://www.bradescoseguros.com.br", "BS", "#b3131b"],
  ["caixa", "Caixa Seguradora", "https://www.caixaseguradora.com.br", "CX", "#005ca9"],
  ["capemisa", "Capemisa Seguradora", "https://www.capemisa.com.br", "CP", "#124e78"],
  ["chubb", "Chubb Seguros", "https://www.chubb.com/br-pt", "CH", "#1a1a1a"],
  ["essor", "Essor Seguros", "https://www.essor.com.br", "ES", "#0d5c63"],
  ["excelsior", "Excelsior Seguros", "https://www.excelsiorseguros.com.br", "EX", "#123c69"],
  ["ezze", "Ezze Seguros", "https://www.ezzeseguros.com.br", "EZ", "#5b2a86"],
  ["fairfax", "Fairfax Brasil", "https://www.fairfax.com.br", "FF", "#17406d"],
  ["hdi", "HDI Seguros", "https://www.hdiseguros.com.br", "HDI", "#006b3f"],
  ["icatu", "Icatu Seguros", "https://www.icatuseguros.com.br", "IC", "#0a3d62"],
  ["itau", "Itaú Seguros", "https://www.itau.com.br/seguros", "IT", "#a33a00"],
  ["junto", "Junto Seguros", "https://www.juntoseguros.com", "JS", "#1d4e89"],
  ["kovr", "Kovr Seguradora", "https://www.kovr.com.br", "KV", "#2b2d6e"],
  ["mag", "MAG Seguros", "https://www.mag.com.br", "MAG", "#003a70"],
  ["mapfre", "Mapfre Seguros", "https://www.mapfre.com.br", "MP", "#c8102e"],
  ["metlife", "MetLife", "https://www.metlife.com.br", "ML", "#0061a0"],
  ["mitsui", "Mitsui Sumitomo Seguros", "https://www.msig.com.br", "MS", "#b01c2e"],
  ["porto", "Porto Seguro", "https://www.portoseguro.com.br", "PS", "#00458c"],
  ["pottencial", "Pottencial Seguradora", "https://pottencial.com.br", "PT", "#3d2a7d"],
  ["prudential", "Prudential do Brasil", "https://www.prudential.com.br", "PR", "#0b3b60"],
  ["sancor", "Sancor Seguros", "https://www.sancorseguros.com.br", "SC", "#005691"],
  ["sompo", "Sompo Seguros", "https://www.sompo.com.br", "SP", "#b8001f"],
  ["suhai", "Suhai Seguradora", "https://www.suhaiseguradora.com", "SH", "#8a1538"],
  ["sulamerica", "SulAmérica", "https://www.sulamerica.com.br", "SA", "#c2410c"],
  [
    "swiss-re",
    "Swiss Re Corporate Solutions Brasil",
    "https://corporatesolutions.swissre.com",
    "SR",
    "#2e3b4e",
  ],
  ["tokio-marine", "Tokio Marine Seguradora", "https://www.tokiomarine.com.br", "TM", "#00594f"],
  ["too", "Too Seguros", "https://www.tooseguros.com.br", "TOO", "#4a2c82"],
  ["yelum", "Yelum Seguros", "https://www.yelumseguros.com.br", "YL", "#5b1f8f"],
  ["youse", "Youse", "https://www.youse.com.br", "YS", "#6d28d9"],
  ["zurich", "Zurich Seguros", "https://www.zurich.com.br", "Z", "#1c3f94"],
  ["zurich-santander", "Zurich Santander", "https://www.zurichsantander.com.br", "ZS", "#b0001e"],
  ["bmg", "BMG Seguros", "https://www.bmgseguros.com.br", "BMG", "#b34700"],
];

export const insurers: Insurer[] = entries
  .map(([id, name, website, monogram, color]) => ({ id, name, website, monogram, color }))
  .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
