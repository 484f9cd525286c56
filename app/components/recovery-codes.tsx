import { ScreenSection } from "./screen-section";

/** Recovery codes, shown once right after they are made (only their hashes are kept). */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <ScreenSection
      id="codigos-recuperacao"
      title="Códigos de recuperação"
      className="rounded-2xl border border-line bg-surface p-4"
      headingClassName="font-extrabold text-navy-900"
    >
      <p className="mt-2 text-sm text-muted">
        Guarde estes códigos em lugar seguro: eles aparecem só agora. Cada um entra uma única vez, no lugar do
        código do aplicativo, se você perder o celular.
      </p>
      <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-navy-900" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </ScreenSection>
  );
}
