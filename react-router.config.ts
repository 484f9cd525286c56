import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is server-rendered: public copy is in the HTML before any script runs,
  // and each response can carry its own CSP nonce (see docs/decisions/002-ssr-not-prerender.md).
  ssr: true,
  future: {
    // Loaders and actions get the App through a typed context (decision 022).
    v8_middleware: true,
  },
} satisfies Config;
