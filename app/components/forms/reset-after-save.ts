import { type RefObject, useEffect, useRef } from "react";
import { useActionData, useNavigation } from "react-router";
import type { FormResult } from "~/lib/form-result";

/**
 * Empties a form of a screen with several forms once its post has gone through (ux review 2, B3):
 * a note or a reply sent is not left in its box to be sent again. The action's redirect back
 * leaves the form mounted, with what was typed, so the fields go back to their defaults here. A
 * refused post (the action answers instead of redirecting) keeps the text to correct. Only text
 * fields are reset: a select may be controlled by the screen. `intents` are those the form posts.
 */
export function useResetAfterSave(ref: RefObject<HTMLFormElement | null>, intents: readonly string[]) {
  const navigation = useNavigation();
  const answer = useActionData() as FormResult | undefined;
  const posted = useRef(false);
  const intent = navigation.formData?.get("intent");
  const ours = typeof intent === "string" && intents.includes(intent);

  useEffect(() => {
    if (navigation.state !== "idle") {
      if (ours) posted.current = true;
      return;
    }
    if (!posted.current) return;
    posted.current = false;
    const form = ref.current;
    if (!form || answer?.ok === false) return;
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")) {
      field.value = field.defaultValue;
    }
    // The leave-guard (useTypedChanges) listens for typing: it hears the form is clean again.
    form.dispatchEvent(new Event("input", { bubbles: true }));
  }, [navigation.state, ours, answer, ref]);
}
