import { useNavigation } from "react-router";

/**
 * True while a form of this page is being submitted, to disable its button and change its label.
 * With `intent`, only while a form posting that intent is (screens with several forms).
 */
export function useIsPending({ intent }: { intent?: string } = {}) {
  const navigation = useNavigation();
  if (navigation.state !== "submitting") return false;
  return intent === undefined || navigation.formData?.get("intent") === intent;
}
