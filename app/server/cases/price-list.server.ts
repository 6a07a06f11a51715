// The price list and currency rates estimates are built from (issue 48 item 4): kept by admins
// (settings:manage), read by the case desk (cases:manage). Each write leaves an audit row; an
// estimate copies what it used, so a change here leaves the estimates already sent as they were.
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { CURRENCY_CODES, type CurrencyCode, PRICE_KINDS, type PriceKindName } from "~/lib/case-estimate";
import { isDay } from "~/lib/passport";
import type { Db } from "../db/client.server";
import { currencyRates, priceItems } from "../db/schema.server";
import { recordAudit } from "../repos/admin-inquiries.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Conn = Db | Tx;

export interface PriceItemRow {
  id: number;
  kind: PriceKindName;
  name: string;
  description: string;
  priceInr: number;
  sessions: number | null;
  isActive: boolean;
  sortOrder: number;
}

export interface RateRow {
  currency: CurrencyCode;
  inrPerUnit: string;
  rateDate: string;
  updatedAt: Date;
}

export const PRICE_LIMITS = { name: 120, description: 300, price: 10_000_000, sessions: 200, sortOrder: 9999 } as const;
/** Rupees per unit: a Kuwaiti dinar is ~270, a Nigerian naira ~0.05. */
export const RATE_LIMITS = { min: 0.0001, max: 100_000 } as const;

export async function listPriceItems(db: Conn, opts: { activeOnly?: boolean } = {}): Promise<PriceItemRow[]> {
  const rows = await db
    .select({
      id: priceItems.id,
      kind: priceItems.kind,
      name: priceItems.name,
      description: priceItems.description,
      priceInr: priceItems.priceInr,
      sessions: priceItems.sessions,
      isActive: priceItems.isActive,
      sortOrder: priceItems.sortOrder,
    })
    .from(priceItems)
    .where(opts.activeOnly ? eq(priceItems.isActive, true) : undefined)
    .orderBy(asc(priceItems.sortOrder), asc(priceItems.name), asc(priceItems.id));
  return rows;
}

export async function listRates(db: Conn): Promise<RateRow[]> {
  const rows = await db
    .select({
      currency: currencyRates.currency,
      inrPerUnit: currencyRates.inrPerUnit,
      rateDate: currencyRates.rateDate,
      updatedAt: currencyRates.updatedAt,
    })
    .from(currencyRates)
    .orderBy(asc(currencyRates.currency));
  return rows.map((r) => ({ ...r, currency: r.currency as CurrencyCode }));
}

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[,\s]/g, ""))
    .refine((v) => /^\d{1,9}$/.test(v), `${label}: a whole number, e.g. ${min === 0 ? "4500" : String(Math.max(min, 10))}.`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label}: between ${min.toLocaleString("en-IN")} and ${max.toLocaleString("en-IN")}.`);

export const priceItemSchema = z
  .object({
    kind: z.enum(PRICE_KINDS, { error: "Choose what the price is for." }),
    name: z
      .string()
      .trim()
      .min(1, "Name the item, e.g. Hyperbaric oxygen therapy session.")
      .max(PRICE_LIMITS.name, `Please keep the name under ${PRICE_LIMITS.name} characters.`),
    description: z
      .string()
      .trim()
      .max(PRICE_LIMITS.description, `Please keep the description under ${PRICE_LIMITS.description} characters.`),
    priceInr: z
      .string()
      .trim()
      .transform((v) => v.replace(/^(₹|INR|Rs\.?)\s*/i, "").replace(/[,\s]/g, ""))
      .refine((v) => /^\d{1,9}$/.test(v), "Price: whole rupees, without paise, e.g. 4500.")
      .transform(Number)
      .refine((n) => n <= PRICE_LIMITS.price, `Price: at most ${PRICE_LIMITS.price.toLocaleString("en-IN")} rupees.`),
    sessions: z.string().trim(),
    sortOrder: z
      .string()
      .trim()
      .transform((v) => (v === "" ? "0" : v))
      .pipe(wholeNumber("Order", 0, PRICE_LIMITS.sortOrder)),
  })
  .transform((v, ctx) => {
    let sessions: number | null = null;
    if (v.kind === "package") {
      const n = /^\d{1,3}$/.test(v.sessions) ? Number(v.sessions) : Number.NaN;
      if (!(n >= 1 && n <= PRICE_LIMITS.sessions)) {
        ctx.addIssue({
          code: "custom",
          path: ["sessions"],
          message: `A package: how many sessions it holds, 1 to ${PRICE_LIMITS.sessions}.`,
        });
        return z.NEVER;
      }
      sessions = n;
    }
    return { kind: v.kind, name: v.name, description: v.description, priceInr: v.priceInr, sessions, sortOrder: v.sortOrder };
  });
export type PriceItemInput = z.output<typeof priceItemSchema>;

export const rateSchema = z.object({
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]], { error: "Choose a currency from the list." }),
  inrPerUnit: z
    .string()
    .trim()
    .refine((v) => /^\d{1,6}(\.\d{1,4})?$/.test(v), "Rupees per unit: a number with up to four decimals, e.g. 83.25.")
    .refine(
      (v) => Number(v) >= RATE_LIMITS.min && Number(v) <= RATE_LIMITS.max,
      `Rupees per unit: between ${RATE_LIMITS.min} and ${RATE_LIMITS.max.toLocaleString("en-IN")}.`,
    ),
  rateDate: z
    .string()
    .trim()
    .refine((v) => isDay(v), "The rate's date: day, month and year."),
});
export type RateInput = z.output<typeof rateSchema>;

const describe = (i: Pick<PriceItemInput, "kind" | "name" | "priceInr" | "sessions">) =>
  `${i.kind} “${i.name}” at INR ${i.priceInr}${i.sessions ? ` (${i.sessions} sessions)` : ""}`;

export async function addPriceItem(db: Db, input: PriceItemInput, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(priceItems).values(input).returning({ id: priceItems.id });
    await recordAudit(tx, {
      userId,
      action: "create",
      entity: "price_item",
      entityId: String(row!.id),
      summary: `added ${describe(input)} to the price list`,
    });
    return row!.id;
  });
}

/** Changes an item; false when there is no such item. */
export async function updatePriceItem(db: Db, id: number, input: PriceItemInput, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(priceItems)
      .set({ ...input, updatedAt: now })
      .where(eq(priceItems.id, id))
      .returning({ id: priceItems.id });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      userId,
      action: "update",
      entity: "price_item",
      entityId: String(id),
      summary: `changed price item ${id} to ${describe(input)}`,
    });
    return true;
  });
}

/** Takes an item off (or back onto) the list new estimates pick from; false when there is none. */
export async function setPriceItemActive(db: Db, id: number, active: boolean, userId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(priceItems)
      .set({ isActive: active, updatedAt: now })
      .where(eq(priceItems.id, id))
      .returning({ name: priceItems.name });
    if (updated.length === 0) return false;
    await recordAudit(tx, {
      userId,
      action: "update",
      entity: "price_item",
      entityId: String(id),
      summary: `${active ? "brought back" : "took off"} price item ${id} (“${updated[0]!.name}”)`,
    });
    return true;
  });
}

export async function saveRate(db: Db, input: RateInput, userId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(currencyRates)
      .values({ currency: input.currency, inrPerUnit: input.inrPerUnit, rateDate: input.rateDate, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: currencyRates.currency,
        set: { inrPerUnit: input.inrPerUnit, rateDate: input.rateDate, updatedBy: userId, updatedAt: now },
      });
    await recordAudit(tx, {
      userId,
      action: "settings",
      entity: "currency_rate",
      entityId: input.currency,
      summary: `set the ${input.currency} rate to INR ${input.inrPerUnit} per unit on ${input.rateDate}`,
    });
  });
}

export async function removeRate(db: Db, currency: CurrencyCode, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(currencyRates).where(eq(currencyRates.currency, currency)).returning({ currency: currencyRates.currency });
    if (gone.length === 0) return false;
    await recordAudit(tx, {
      userId,
      action: "settings",
      entity: "currency_rate",
      entityId: currency,
      summary: `removed the ${currency} rate`,
    });
    return true;
  });
}
