import { z } from "zod";
import { isValidSlug, slugify } from "./slug";

/** The address of a new doctor's page from their name: "Dr. Meera Rao" → "meera-rao". */
export function doctorSlug(name: string): string {
  return slugify(name.replace(/^\s*dr\.?\s+/i, ""));
}

/** The "add a doctor" form: a name, and an address that defaults to one made from it. */
export const newDoctorSchema = z
  .object({
    name: z.string().trim().min(2, "Name: enter the doctor's full name, e.g. Dr. Meera Rao.").max(80, "Name can be at most 80 characters."),
    slug: z.string().trim().toLowerCase().max(80, "Address can be at most 80 characters."),
  })
  .transform((v) => ({ name: v.name, slug: v.slug || doctorSlug(v.name) }))
  .refine((v) => isValidSlug(v.slug), {
    path: ["slug"],
    message: "Address: use lowercase letters, digits and single hyphens, e.g. meera-rao.",
  });
