import { RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";

/** Matches the browsers' messages for a script chunk that could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
    message,
  );
}

export function ReloadPrompt() {
  return (
    <div
      role="alertdialog"
      aria-labelledby="nova-versao-titulo"
      aria-describedby="nova-versao-texto"
      className="fixed inset-x-4 bottom-[calc(var(--staff-dock,0rem)_+_1rem)] z-50 mx-auto max-w-md rounded-2xl border border-line bg-white p-5 shadow-card"
    >
      <p id="nova-versao-titulo" className="font-bold text-navy-900">
        Uma nova versão do site está disponível
      </p>
      <p id="nova-versao-texto" className="mt-1 text-sm text-muted">
        Parte da página não pôde ser carregada porque o site foi atualizado. Recarregue para continuar.
      </p>
      <button type="button" className="btn btn-primary mt-4" onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" /> Recarregar a página
      </button>
    </div>
  );
}

/** After a release, old pages may ask for chunks that no longer exist: offer a reload. */
export function ReleaseReloadPrompt() {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      setFailed(true);
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return failed ? <ReloadPrompt /> : null;
}
