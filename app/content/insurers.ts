import { z } from "../lib/zod";
import { itemList, phoneNumber, plainText, REQUIRED, tooLong, webUrl } from "./content-fields";

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
/** What a phone line is for; the public card shows the 24 h line first. */
export const INSURER_PHONE_KINDS = {
  assistance: "Assistência 24 horas",
  claims: "Aviso de sinistro",
  sac: "SAC",
  ombudsman: "Ouvidoria",
} as const;
export type InsurerPhoneKind = keyof typeof INSURER_PHONE_KINDS;
const phoneKinds = Object.keys(INSURER_PHONE_KINDS) as [InsurerPhoneKind, ...InsurerPhoneKind[]];

/**
 * An insurer's public record (issue 15): what admins edit in "Seguradoras" and the emergency
 * directory shows. The internal side (portal, login, password, account manager, conditions)
 * lives in its own table and never enters this record, the content snapshot or a public page.
 */
export const insurerPublicSchema = z.object({
  name: plainText(80),
  website: webUrl(),
  phones: itemList(
    z.object({
      kind: z.enum(phoneKinds, { error: "Escolha o tipo do telefone." }),
      number: phoneNumber,
    }),
    { min: 0, max: 4 },
  ).refine((phones) => new Set(phones.map((p) => p.kind)).size === phones.length, {
    error: "Um telefone de cada tipo.",
  }),
  /** A current partner of the brokerage; the others are listed apart, for customers of any insurer. */
  partner: z.boolean().default(false),
  hidden: z.boolean().default(false),
  /** A short public note under the name (e.g. which lines it covers). */
  note: z
    .string()
    .trim()
    .max(300, { error: tooLong(300) })
    .default(""),
  /** Product pages whose "Em caso de sinistro" applies (links on the card). */
  productSlugs: z.array(z.string().trim().max(40)).max(20).default([]),
  /** 1 to 3 letters drawn in the logo badge. */
  monogram: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^[A-Za-zÀ-ÿ0-9&]{1,3}$/, { error: "De uma a três letras." }),
  /** Badge colour, dark enough for white text. */
  color: z
    .string({ error: REQUIRED })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: "Uma cor como #1f3a5f." })
    .refine(darkEnough, { error: "Escolha uma cor mais escura: o texto branco precisa de contraste." }),
  /** The uploaded logo's file name (its SHA-256 and extension), or null for the drawn badge. */
  logo: z
    .string()
    .regex(/^[0-9a-f]{64}\.(png|webp)$/)
    .nullable()
    .default(null),
  /** Place in the directory (smaller first; ties by name). */
  position: z.coerce.number().int().min(0).max(10_000).default(0),
});

export type InsurerPublic = z.output<typeof insurerPublicSchema>;
export type Insurer = InsurerPublic & { id: string };

/** White text on `hex` reaches WCAG AA (4.5:1). */
function darkEnough(hex: string): boolean {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05) >= 4.5;
}

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
    phones: [{ kind: "claims", number: "08003186546" }],
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

/** First-start records: every listed insurer is a current partner, in alphabetical order. */
export const insurers: Insurer[] = insurerList.map((insurer, index) => ({
  partner: true,
  hidden: false,
  note: "",
  productSlugs: [],
  logo: null,
  position: index,
  phones: [],
  ...insurer,
}));

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong(max) })
    .default("");

/** The internal side's fields, as admins edit them (the password is write-only: empty keeps it). */
export const insurerInternalSchema = z.object({
  portalUrl: z.union([z.literal(""), webUrl()]).default(""),
  login: optionalText(120),
  /** A new password; empty keeps the stored one. */
  password: optionalText(200),
  /** Checked: forget the stored password. */
  clearPassword: z.boolean().default(false),
  managerName: optionalText(120),
  managerPhone: z.union([z.literal(""), phoneNumber]).default(""),
  managerEmail: z
    .union([z.literal(""), z.email({ error: "E-mail inválido." }).max(254, { error: "E-mail inválido." })])
    .default(""),
  conditions: optionalText(5000),
  notes: optionalText(5000),
});
export type InsurerInternalInput = z.output<typeof insurerInternalSchema>;

/** The fields of the internal side, in the staff desk's order, with their Portuguese names. */
export const INSURER_INTERNAL_LABELS = {
  portalUrl: "Portal do corretor",
  login: "Login da corretora",
  password: "Senha",
  managerName: "Gerente comercial",
  managerPhone: "Telefone do gerente",
  managerEmail: "E-mail do gerente",
  conditions: "Condições comerciais e descontos",
  notes: "Observações internas",
} as const;

/** One editor for both sides; the logo arrives as a file (PNG or WebP, checked by its bytes on the server). */
export const insurerEditorSchema = insurerPublicSchema
  .omit({ hidden: true, position: true, logo: true })
  .extend({
    internal: insurerInternalSchema,
    logoFile: z.instanceof(File).optional(),
    removeLogo: z.boolean().default(false),
  });

/** Adding an insurer: its name and site; the rest is edited next. */
export const newInsurerSchema = z.object({ name: plainText(80), website: webUrl() });
