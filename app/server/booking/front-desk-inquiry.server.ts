// A lead becomes an appointment in one step (issue 47 item 6): the booking form opens with the
// lead's details, the appointment keeps the lead's id, the lead is marked booked as the inbox's
// own status change marks it (with its history row and audit line), and each links to the other.
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { isLocale, type Locale } from "~/i18n/locales";
import { clockOf, longDay } from "~/lib/booking-view";
import { clinicDate } from "~/lib/clinic-view";
import { STATUS_LABELS } from "~/lib/front-desk";
import type { Db } from "../db/client.server";
import { appointments, inquiries } from "../db/schema.server";
import { recordAudit } from "../repos/admin-inquiries.server";
import { setInquiryStatus } from "../repos/inquiry-follow-up.server";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface InquiryPrefill {
  id: number;
  name: string;
  phone: string;
  email: string;
  country: string;
  locale: Locale;
  status: string;
}

/** What the booking form starts from for a lead; null when there is no such lead. */
export async function inquiryPrefill(db: Db, id: number): Promise<InquiryPrefill | null> {
  const [row] = await db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      phone: inquiries.phone,
      email: inquiries.email,
      country: inquiries.country,
      language: inquiries.language,
      status: inquiries.status,
    })
    .from(inquiries)
    .where(eq(inquiries.id, id))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    phone: row.phone ?? "",
    email: row.email ?? "",
    // The home and wellness forms ask no country: their callers are, as a rule, in India.
    country: row.country ?? "India",
    locale: isLocale(row.language) ? row.language : "en",
    status: row.status,
  };
}

/** Marks the lead booked inside the booking's transaction, as the inbox's status change does;
 * a lead already booked is left as it is. False when the lead no longer exists. */
export async function markLeadBooked(tx: Tx, inquiryId: number, userId: number, now: Date): Promise<boolean> {
  const [lead] = await tx.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, inquiryId)).limit(1);
  if (!lead) return false;
  if (lead.status === "booked") return true;
  await setInquiryStatus(tx, inquiryId, "booked", userId, now);
  await recordAudit(tx, {
    userId,
    action: "status",
    entity: "inquiry",
    entityId: String(inquiryId),
    summary: `marked inquiry #${inquiryId} as booked`,
  });
  return true;
}

export interface LeadAppointment {
  id: number;
  reference: string;
  when: string;
  status: string;
  href: string;
}

/** The appointments booked from each of these leads (one query for a page of the inbox). */
export async function appointmentsOfInquiries(db: Db, ids: readonly number[]): Promise<Map<number, LeadAppointment[]>> {
  const byLead = new Map<number, LeadAppointment[]>();
  if (ids.length === 0) return byLead;
  const rows = await db
    .select({
      id: appointments.id,
      inquiryId: appointments.inquiryId,
      reference: appointments.reference,
      startsAt: appointments.startsAt,
      status: appointments.status,
    })
    .from(appointments)
    .where(and(inArray(appointments.inquiryId, [...ids]), ne(appointments.status, "held")))
    .orderBy(asc(appointments.startsAt));
  for (const row of rows) {
    if (row.inquiryId === null) continue;
    const list = byLead.get(row.inquiryId) ?? [];
    list.push({
      id: row.id,
      reference: row.reference,
      when: `${longDay(clinicDate(row.startsAt), "en-IN")}, ${clockOf(row.startsAt)}`,
      status: STATUS_LABELS[row.status],
      href: `/admin/appointments/${row.id}`,
    });
    byLead.set(row.inquiryId, list);
  }
  return byLead;
}
