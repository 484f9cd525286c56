import { type RefObject, useEffect, useState } from "react";
import { useBlocker, useLoaderData } from "react-router";
import { Modal } from "../modal";

/**
 * Asks before a change not yet saved is lost: a navigation inside the app to another screen opens
 * "Há alterações não salvas. Sair sem salvar?" (React Router's blocker), and closing or reloading
 * the tab gets the browser's own question (`beforeunload`, whose text browsers no longer let a
 * page choose). Staying on the same path (the save's post and its redirect back) is never blocked.
 * Returns the dialog to render.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  // Saved (or undone) while the question was open: the navigation no longer loses anything.
  useEffect(() => {
    if (blocker.state === "blocked" && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return (
    <Modal
      open={blocker.state === "blocked"}
      title="Há alterações não salvas. Sair sem salvar?"
      onDismiss={() => blocker.reset?.()}
    >
      <p className="text-ink">O que foi digitado desde a última gravação se perde se você sair agora.</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary" onClick={() => blocker.reset?.()}>
          Continuar editando
        </button>
        <button type="button" className="btn btn-ghost !text-danger-700" onClick={() => blocker.proceed?.()}>
          Sair sem salvar
        </button>
      </div>
    </Modal>
  );
}

/**
 * Whether a plain form (not a Conform editor) under `ref` holds typed text that differs from what
 * the screen loaded: each field's value against its default. Checked again as the person types
 * and when the screen's data is loaded again (after a save the defaults are the saved text).
 */
export function useTypedChanges(ref: RefObject<HTMLElement | null>) {
  const [dirty, setDirty] = useState(false);
  const loaded = useLoaderData();
  useEffect(() => {
    const root = ref.current;
    if (!root || !loaded) return;
    const check = () =>
      setDirty(
        Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")).some(
          (field) => field.value !== field.defaultValue,
        ),
      );
    check();
    root.addEventListener("input", check);
    return () => root.removeEventListener("input", check);
  }, [ref, loaded]);
  return dirty;
}
