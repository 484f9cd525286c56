// The layers of docs/architecture.md ("Who may import whom"), checked by `npm run lint:layers`
// (part of `npm run lint`, which is `npm test`'s lint step) over app/ and server/.
// Type-only imports count like any other: a component that only borrows a type from `.server`
// still ties the two layers together, and a type-only cycle is still a knot.

/** Server-only code: React Router keeps it out of the browser only when route modules import it. */
const SERVER_ONLY = ["^app/\\.server/", "^server/", "\\.server\\.tsx?$"];
/** The React Router roots: the document (root.tsx) and the server renderer (entry.server.tsx). */
const ROUTER_ROOTS = ["^app/root\\.tsx$", "^app/entry\\.server\\.tsx$"];
/** The app's root modules: route list, route table, root data, SEO, staff meta, sitemap, nonce. */
const ROOT_MODULES = "^app/[^/]+\\.tsx?$";

/**
 * The server's domains (docs/architecture.md "Domains", decision 055) and which others each may
 * import, through their face only. The arrows run one way: platform imports no domain, boot (the
 * composition root that builds the App and starts the jobs) may import them all.
 */
const DOMAIN_DEPENDENCIES = {
  platform: [],
  audit: ["platform"],
  content: ["platform", "audit"],
  mail: ["platform", "audit", "content"],
  accounts: ["platform", "audit", "content", "mail"],
  insurers: ["platform", "audit", "content"],
  leads: ["platform", "audit", "content", "mail", "accounts"],
  // The book of policies (decision 063): above leads, whose win it turns into a client and a policy.
  book: ["platform", "audit", "content", "mail", "accounts", "insurers", "leads"],
  site: ["platform", "audit", "content", "mail", "leads"],
  staff: ["platform", "audit", "content", "mail", "accounts", "insurers", "leads", "book"],
  privacy: ["platform", "audit", "content", "mail", "leads", "book"],
  boot: [
    "platform",
    "audit",
    "content",
    "mail",
    "accounts",
    "insurers",
    "leads",
    "book",
    "site",
    "staff",
    "privacy",
  ],
};
const DOMAINS = Object.keys(DOMAIN_DEPENDENCIES);

const domainRules = [
  {
    name: "server-code-lives-in-a-domain",
    severity: "error",
    comment: "Every server module sits in one domain folder of app/.server (DOMAIN_DEPENDENCIES).",
    from: {},
    to: { path: "^app/\\.server/", pathNot: `^app/\\.server/(${DOMAINS.join("|")})/` },
  },
  {
    name: "another-domain-through-its-face",
    severity: "error",
    comment:
      "A domain's index.ts is its public face: another domain reaches it only there, never a file inside it.",
    from: { path: "^app/\\.server/([^/]+)/" },
    to: {
      path: "^app/\\.server/[^/]+/.+",
      pathNot: ["^app/\\.server/$1/", "^app/\\.server/[^/]+/index\\.ts$"],
    },
  },
  {
    name: "outside-the-server-through-faces",
    severity: "error",
    comment:
      "Routes, components, server/ and scripts import a domain's index.ts, never a file inside it (a test may reach inside to test one step).",
    from: { pathNot: ["^app/\\.server/", "^tests/"] },
    to: { path: "^app/\\.server/[^/]+/.+", pathNot: "^app/\\.server/[^/]+/index\\.ts$" },
  },
  ...DOMAINS.map((domain) => ({
    name: `domain-order-${domain}`,
    severity: "error",
    comment: `${domain} imports only ${DOMAIN_DEPENDENCIES[domain].join(", ") || "no other domain"} (DOMAIN_DEPENDENCIES).`,
    from: { path: `^app/\\.server/${domain}/` },
    to: {
      path: "^app/\\.server/",
      pathNot: `^app/\\.server/(${[domain, ...DOMAIN_DEPENDENCIES[domain]].join("|")})/`,
    },
  })),
];

module.exports = {
  forbidden: [
    ...domainRules,
    {
      name: "no-circular",
      severity: "error",
      comment: "No import cycle anywhere in app/ and server/, type-only imports included.",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-only-code-stays-server-side",
      severity: "error",
      comment:
        "app/.server, server/ and *.server.ts(x) are imported only by server-only code, route modules (app/routes) and the React Router roots (app/root.tsx, app/entry.server.tsx): React Router strips loaders and actions, and their imports, from the browser bundle.",
      from: {
        pathNot: [...SERVER_ONLY, "^app/routes/", ...ROUTER_ROOTS, "^scripts/", "^tests/", "^server\\.js$"],
      },
      to: { path: SERVER_ONLY },
    },
    {
      name: "app-never-imports-server-dir",
      severity: "error",
      comment: "server/ (Express) wraps the app; nothing in app/ imports it.",
      from: { path: "^app/" },
      to: { path: "^server/" },
    },
    {
      name: "server-dir-imports-no-ui",
      severity: "error",
      comment: "server/ reaches routes and components through the React Router build only.",
      from: { path: "^server/" },
      to: { path: ["^app/routes/", "^app/components/", ...ROUTER_ROOTS] },
    },
    {
      name: "server-modules-import-no-ui",
      severity: "error",
      comment:
        "app/.server imports .server, content, lib and the root modules; never a route module, a component or a React Router root.",
      from: { path: "^app/\\.server/" },
      to: { path: ["^app/routes/", "^app/components/", ...ROUTER_ROOTS] },
    },
    {
      name: "components-import-no-routes",
      severity: "error",
      comment:
        "app/components import components, content, lib and the root modules (e.g. root-data.ts); never a route module or a React Router root.",
      from: { path: "^app/components/" },
      to: { path: ["^app/routes/", "^app/routes\\.ts$", ...ROUTER_ROOTS] },
    },
    {
      name: "root-modules-import-content-and-lib",
      severity: "error",
      comment: "The root modules (app/*.ts) import content, lib and each other only.",
      from: { path: ROOT_MODULES, pathNot: ROUTER_ROOTS },
      to: { path: "^(app|server)/", pathNot: ["^app/(content|lib)/", ROOT_MODULES] },
    },
    {
      name: "content-imports-only-content-and-lib",
      severity: "error",
      comment: "app/content (typed copy, schemas, defaults) imports app/content and app/lib only.",
      from: { path: "^app/content/" },
      to: { path: "^(app|server)/", pathNot: "^app/(content|lib)/" },
    },
    {
      name: "lib-imports-only-lib",
      severity: "error",
      comment: "app/lib is the bottom layer: shared pure code that imports no other part of the app.",
      from: { path: "^app/lib/" },
      to: { path: "^(app|server)/", pathNot: "^app/lib/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment:
        "An import that resolves to nothing would slip past every rule above. Exceptions: React Router's generated route types and its virtual server build.",
      from: {},
      to: { couldNotResolve: true, pathNot: ["/\\+types/", "^virtual:react-router/"] },
    },
  ],
  options: {
    exclude: { path: "(^|/)(\\.react-router|build|node_modules)/" },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      // No "types" condition: some packages name declaration files they do not ship.
      conditionNames: ["import", "require", "node", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    cache: false,
  },
};
