import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Every page is server-rendered: public copy is in the HTML before any script runs,
  // and each response can carry its own CSP nonce (see docs/decisions/002-ssr-not-prerender.md).
  ssr: true,
  // React Router v8's behaviour now, where it needs no change in our code (each named in the build
  // log until adopted). Not yet: v8_middleware (adopted with its code change separately) and
  // v8_passThroughRequests (loaders and actions would see `.data` and `_routes` in request.url:
  // every use of request.url must be checked first).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
