import { Eye, EyeOff } from "lucide-react";

/** "Ocultar" or "Mostrar" for something on the public site: a submit button posting intent hide/show. */
export function VisibilityButton({ hidden, name }: { hidden: boolean; name: string }) {
  const Icon = hidden ? Eye : EyeOff;
  const label = hidden ? "Mostrar" : "Ocultar";
  return (
    <button
      type="submit"
      name="intent"
      value={hidden ? "show" : "hide"}
      className="btn btn-ghost"
      aria-label={`${label} ${name}`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}
