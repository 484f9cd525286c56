import type {} from "altcha/types/react";
import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/**
 * The self-hosted ALTCHA proof-of-work check. Its script (and Portuguese strings, 36 KiB
 * compressed) load when `load` turns true: when the visitor first uses the form or scrolls near its
 * end, not with the page (decision 049); without JavaScript the notice below says why the form cannot be sent. `resetKey` remounts the widget
 * with a fresh challenge after each submission (a solution is accepted once). No footer and no
 * logo: the widget's logo is a link to altcha.org that opens a new tab without rel="noopener",
 * which every external link on the site must carry.
 */
export function CaptchaField({ resetKey, load }: { resetKey: number; load: boolean }) {
  const [loaded, setLoaded] = useState(false);
  // The widget starts its work when a field of the form gets the focus; a visitor already in the
  // form when it loaded (the focus is what loaded it) would otherwise wait for the next field.
  const [auto, setAuto] = useState<"onfocus" | "onload">("onfocus");
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!load) return;
    let alive = true;
    Promise.all([import("altcha"), import("altcha/i18n/pt-br")]).then(() => {
      if (!alive) return;
      if (box.current?.closest("form")?.contains(document.activeElement)) setAuto("onload");
      setLoaded(true);
    });
    return () => {
      alive = false;
    };
  }, [load]);

  return (
    <div ref={box} className="min-h-16">
      {loaded ? (
        <div key={resetKey}>
          <altcha-widget
            challenge="/api/captcha-challenge"
            name="altcha"
            language="pt-br"
            auto={auto}
            configuration='{"hideFooter":true,"hideLogo":true}'
          />
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <ShieldCheck aria-hidden="true" className="h-4 w-4" />
          Verificação anti-robô carregando…
        </p>
      )}
      <noscript>
        <p className="mt-2 text-sm font-semibold text-danger-700">
          Para enviar pelo site, ative o JavaScript (a verificação anti-robô precisa dele) ou fale conosco por
          telefone ou WhatsApp.
        </p>
      </noscript>
    </div>
  );
}
