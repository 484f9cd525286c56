/**
 * "Hoje" and the leads new to a person (issue 41, decision 061) as the start screens and the staff
 * shell get them: built by app/.server/leads/today.ts, drawn by components/today-desk.tsx and
 * components/unseen-leads.tsx. Types only, so both sides share one definition.
 */

export type TodayGroup = "new" | "due" | "stalled";

export interface TodayLead {
  id: string;
  name: string;
  /** Product · stage, and (an admin's view of someone else's) whose it is. */
  about: string;
  /** Why it is here, in words: when it came, what is due and since when. */
  why: string;
  /** Late: a next action past its day, or parado. */
  late: boolean;
  mine: boolean;
  /** New to its owner (not opened since it was handed to them). */
  unseen: boolean;
  to: string;
  /** `tel:` for "Ligar", when the lead has a phone. */
  call: string | null;
  /** A mobile: the only kind WhatsApp reaches. */
  whatsapp: boolean;
}

export interface TodaySection {
  group: TodayGroup;
  total: number;
  leads: TodayLead[];
}

/** One person's open leads (admins' view): null `ownerId` is the unassigned. */
export interface TodayLoad {
  ownerId: string | null;
  name: string;
  open: number;
  new: number;
  due: number;
  stalled: number;
}

export interface TodayView {
  scope: "own" | "all";
  sections: TodaySection[];
  /** Admins only: everyone's open leads, the unassigned first, then by the most to do. */
  load: TodayLoad[] | null;
  /** The desk's list of the leads in this view. */
  listTo: string;
}

/** The leads new to a person (handed to them, open, not opened since): the shell's badge and notice. */
export interface UnseenLeads {
  count: number;
  /** The latest to arrive, to name it in the notice. */
  newest: { id: string; name: string; product: string | null; to: string } | null;
}
