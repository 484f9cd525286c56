import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is server-rendered: public copy is in the HTML before any script runs,
  // and each response can carry its own CSP nonce (see docs/decisions/002-ssr-not-prerender.md).
  ssr: true,
  // React Router v8's behaviour now. v8_middleware: loaders and actions get the App through a
  // typed context (decision 022). Not yet: v8_passThroughRequests (loaders and actions would see
  // `.data` and `_routes` in request.url: every use of request.url must be checked first).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
