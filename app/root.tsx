import fontUrl from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useMatches,
  useRouteError,
} from "react-router";
import { currentContent, visibleProducts } from "~/.server/content";
import { answeredBy } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import { productPath } from "~/content/product-types";
import type { Route } from "./+types/root";
import { Footer } from "./components/footer";
import { Header } from "./components/header";
import { NavigationProgress } from "./components/navigation-progress";
import { NotFoundContent } from "./components/not-found-content";
import { isChunkLoadError, ReleaseReloadPrompt, ReloadPrompt } from "./components/release-reload-prompt";
import { ScrollToTopButton } from "./components/scroll-to-top";
import { WhatsAppFloat } from "./components/whatsapp-float";
import { listenForDemand } from "./lib/demand-beacon";
import { useNonce } from "./nonce";
import { isStaffPath, STAFF_SHELL_ID } from "./private-areas";
import { type RootData, useRootData } from "./root-data";
import { agencyJsonLd, jsonForScript } from "./seo";
import { InlineStylesheet } from "./stylesheet";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const content = currentContent();
  const app = appOf(context);
  return {
    siteUrl: app.env.siteUrl,
    answeredBy: await answeredBy(app),
    site: content.site,
    productLinks: visibleProducts(content).map((p) => ({
      label: p.menuLabel,
      to: productPath(p),
      category: p.category,
    })),
  };
}

// Content edits show on the next page load; client-side navigation keeps the loaded menus. A staff
// form submission (an admin's save of the brokerage's name or logo, a hidden product) reloads them,
// so the header and the staff screens show the change at once (issue 26). A visitor's post (the
// contact form) changes nothing the root holds, so it does not refetch it.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  formAction,
  defaultShouldRevalidate,
}) =>
  formMethod !== undefined &&
  formMethod.toUpperCase() !== "GET" &&
  formAction !== undefined &&
  isStaffPath(formAction) &&
  defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { siteUrl, site, productLinks } = useRootData();
  // Staff screens bring their own frame (routes/staff/staff-shell.tsx): no marketing chrome there.
  const staffScreen = useMatches().some((match) => match.id === STAFF_SHELL_ID);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a2540" />
        <Meta />
        <Links />
        <InlineStylesheet />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonForScript(agencyJsonLd(siteUrl, site)),
          }}
        />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#conteudo"
          className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-bold text-navy-900 shadow-card focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Pular para o conteúdo
        </a>
        <NavigationProgress />
        {staffScreen ? (
          children
        ) : (
          <>
            <Header productLinks={productLinks} />
            <main id="conteudo" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <Footer productLinks={productLinks} />
            <WhatsAppFloat />
            <ScrollToTopButton />
          </>
        )}
        <ReleaseReloadPrompt />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive (used by the e2e tests to wait for hydration).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // Quote and WhatsApp clicks counted by product, nothing about the visitor (decision 044).
  useEffect(listenForDemand, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  if (isChunkLoadError(error)) return <ReloadPrompt />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="container-page py-20 text-center">
      <p className="eyebrow">Erro {status}</p>
      <h1 className="mt-3 text-3xl font-extrabold text-navy-900 sm:text-4xl">Algo deu errado por aqui</h1>
      <p className="mx-auto mt-4 max-w-xl text-muted">
        Não conseguimos exibir esta página agora. Tente novamente em instantes ou volte para a página inicial.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <a href="/" className="btn btn-primary">
          Ir para o início
        </a>
      </div>
    </section>
  );
}
