import { Field } from "~/components/forms/fields";

export interface DoctorChoice {
  slug: string;
  name: string;
  /** Published and not hidden: the profile page exists. */
  onSite: boolean;
}

/** "Doctor (optional)": links a testimonial or a video to a doctor's profile page. */
export function DoctorSelect({
  formId,
  doctors,
  value,
  error,
  hint,
}: {
  formId: string;
  doctors: readonly DoctorChoice[];
  value: string;
  error?: string;
  hint: string;
}) {
  return (
    <Field formId={formId} name="doctorSlug" label="Doctor (optional)" error={error} hint={hint}>
      {(p) => (
        <select {...p} className="field-input" defaultValue={value}>
          <option value="">No doctor</option>
          {doctors.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
              {d.onSite ? "" : " (not on the site)"}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
