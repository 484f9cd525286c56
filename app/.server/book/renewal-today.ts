import { href } from "react-router";
import { activeStaffWhere } from "~/.server/accounts";
import { brokerageTimeZone } from "~/.server/content";
import type { DigestExtra } from "~/.server/leads";
import { type DigestSection, daysLeftText } from "~/.server/mail";
import type { App } from "~/.server/platform";
import { now, today } from "~/.server/platform";
import { RENEWAL_STATUS_LABEL } from "~/lib/book-labels";
import { addDays, daysBetween } from "~/lib/dates";
import type { RenewalsToday } from "~/lib/renewals-today";
import type { Db, Staff } from "./access";
import { renewalsWithPolicy } from "./renewal-desk";
import { insurerName, productName } from "./renewal-job";

/**
 * The renewals on "Hoje" and in the morning digest (issue 42, decision 069): the open renewals
 * that end within RENEWAL_SOON_DAYS or have ended, the person's own (an admin: everyone's).
 */

/** A renewal ending within this many days is "soon". */
export const RENEWAL_SOON_DAYS = 15;
const LIMIT = 10;
const DESK = href("/employee-portal/renewals");

function soon(db: Db, staff: Staff | null, day: string) {
  return renewalsWithPolicy(db)
    .where("r.closed_at", "is", null)
    .where("r.due_on", "<=", addDays(day, RENEWAL_SOON_DAYS))
    .$if(staff !== null && staff.role !== "admin", (q) => q.where("r.owner_id", "=", staff?.id ?? ""));
}

async function soonList(db: Db, staff: Staff, day: string) {
  const [count, rows] = await Promise.all([
    soon(db, staff, day)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    soon(db, staff, day)
      .select(["r.id", "r.due_on", "r.status", "r.owner_id", "p.insurer_id", "p.product", "c.name as client"])
      .orderBy("r.due_on")
      .orderBy("r.id")
      .limit(LIMIT)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** "Hoje"'s renewals for this person. */
export async function renewalsToday({ db }: App, staff: Staff, at = now()): Promise<RenewalsToday> {
  const day = today(brokerageTimeZone(), at);
  const { total, rows } = await soonList(db, staff, day);
  return {
    scope: staff.role === "admin" ? "all" : "own",
    total,
    soonDays: RENEWAL_SOON_DAYS,
    listTo: staff.role === "admin" ? DESK : `${DESK}?dono=meus`,
    renewals: rows.map((r) => {
      const daysLeft = daysBetween(day, r.due_on);
      return {
        id: r.id,
        client: r.client,
        about: `${productName(r.product)} · ${insurerName(r.insurer_id)} · ${RENEWAL_STATUS_LABEL[r.status]}`,
        when: daysLeftText(daysLeft),
        late: daysLeft < 0,
        mine: r.owner_id === staff.id,
        to: `${DESK}/${r.id}`,
      };
    }),
  };
}

/**
 * The digest's renewal section (boot passes it to the lead digest): for each owner their own
 * renewals ending soon or ended, for each admin everyone's. Lines name the product, the insurer and
 * the days, never the client (a digest carries no one's name: decision 042).
 */
export const renewalDigest: DigestExtra = {
  async recipients(db, day) {
    const owners = await soon(db, null, day)
      .innerJoin("users as u", "u.id", "r.owner_id")
      .where(activeStaffWhere("u"))
      .select("u.id")
      .distinct()
      .execute();
    if (owners.length === 0) {
      const any = await soon(db, null, day).select("r.id").limit(1).executeTakeFirst();
      if (!any) return [];
    }
    const admins = await db
      .selectFrom("users")
      .select("id")
      .where(activeStaffWhere())
      .where("role", "=", "admin")
      .execute();
    return [...owners, ...admins].map((u) => u.id);
  },
  async section(trx, person, day): Promise<DigestSection | null> {
    const staff = { id: person.id, role: person.role as Staff["role"] };
    const { total, rows } = await soonList(trx, staff, day);
    if (total === 0) return null;
    return {
      title:
        staff.role === "admin"
          ? `Renovações da corretora que terminam em até ${RENEWAL_SOON_DAYS} dias ou já terminaram (${total})`
          : `Suas renovações que terminam em até ${RENEWAL_SOON_DAYS} dias ou já terminaram (${total})`,
      total,
      items: rows.map((r) => ({
        text: `${productName(r.product)} · ${insurerName(r.insurer_id)} · ${RENEWAL_STATUS_LABEL[r.status]} · ${daysLeftText(daysBetween(day, r.due_on))}`,
        path: `${DESK}/${r.id}`,
      })),
      listLabel: "Ver as renovações",
      listPath: staff.role === "admin" ? DESK : `${DESK}?dono=meus`,
    };
  },
};
