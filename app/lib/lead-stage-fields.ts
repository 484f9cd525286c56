/**
 * The admin screen of stages and lost reasons (decision 042), shared by the server's checks and
 * the page's inputs: the limits, and each row's own field names (`stage-novo-days`), so a refusal
 * shows its message under the right row's field.
 */
export const LABEL_MAX = 40;
export const STALLED_DAYS_MIN = 1;
export const STALLED_DAYS_MAX = 60;

export const fieldName = {
  stageLabel: (id: string) => `stage-${id}-label`,
  stageDays: (id: string) => `stage-${id}-days`,
  reasonLabel: (id: string) => `reason-${id}-label`,
  newReason: "new-reason-label",
} as const;
