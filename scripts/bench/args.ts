/** The bench's command line (docs/performance.md, "How to run it"). */

export const PARTS = ["lighthouse", "throughput", "search", "logins", "leads", "staff", "book"] as const;
export const STAFF_DATABASES = ["sqlite", "postgres"] as const;
export type StaffDatabase = (typeof STAFF_DATABASES)[number];
export type Part = (typeof PARTS)[number];
export type Preset = "mobile" | "desktop";
export type Throttling = "simulate" | "devtools";

export interface Options {
  runs: number;
  presets: Preset[];
  /** Only these public pages in Lighthouse (each must be in the sitemap); all of them when unset. */
  pages: string[] | undefined;
  quick: boolean;
  only: Part[];
  throttling: Throttling;
  /** The databases the staff screens are measured on (both unless --staff-db names one). */
  staffDatabases: StaffDatabase[];
}

export const USAGE = `Uso: npm run bench -- [--quick] [--runs N] [--pages /,/insurers] [--presets mobile,desktop] [--only ${PARTS.join(",")}] [--throttling simulate|devtools] [--staff-db sqlite,postgres]`;

const isPreset = (value: string): value is Preset => value === "mobile" || value === "desktop";
const isPart = (value: string): value is Part => (PARTS as readonly string[]).includes(value);
const isStaffDatabase = (value: string): value is StaffDatabase =>
  (STAFF_DATABASES as readonly string[]).includes(value);
const isThrottling = (value: string): value is Throttling => value === "simulate" || value === "devtools";

/** The options, or "help" for --help / -h; throws naming the option on anything else it does not know. */
export function parseArgs(argv: readonly string[]): Options | "help" {
  const options: Options = {
    runs: 3,
    presets: ["mobile", "desktop"],
    pages: undefined,
    quick: false,
    only: [...PARTS],
    throttling: "simulate",
    staffDatabases: [...STAFF_DATABASES],
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = (): string => {
      const v = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : argv[++i];
      if (v === undefined) throw new Error(`${arg} precisa de um valor`);
      return v;
    };
    if (arg === "--quick") {
      options.quick = true;
    } else if (arg.startsWith("--runs")) {
      options.runs = Number.parseInt(value(), 10);
      if (!(options.runs >= 1)) throw new Error("--runs precisa ser um inteiro >= 1");
    } else if (arg.startsWith("--pages")) {
      options.pages = value()
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean);
    } else if (arg.startsWith("--presets")) {
      const presets = value().split(",");
      if (!presets.every(isPreset)) throw new Error("--presets aceita mobile, desktop");
      options.presets = presets;
    } else if (arg.startsWith("--only")) {
      const only = value().split(",");
      if (!only.every(isPart)) throw new Error(`--only aceita ${PARTS.join(", ")}`);
      options.only = only;
    } else if (arg.startsWith("--throttling")) {
      const throttling = value();
      if (!isThrottling(throttling)) throw new Error("--throttling aceita simulate ou devtools");
      options.throttling = throttling;
    } else if (arg.startsWith("--staff-db")) {
      const databases = value().split(",");
      if (!databases.every(isStaffDatabase)) throw new Error("--staff-db aceita sqlite, postgres");
      options.staffDatabases = databases;
    } else if (arg === "--help" || arg === "-h") {
      return "help";
    } else {
      throw new Error(`Opção desconhecida: ${arg}`);
    }
  }
  if (options.quick) {
    options.runs = 1;
    options.presets = ["mobile"];
  }
  return options;
}
