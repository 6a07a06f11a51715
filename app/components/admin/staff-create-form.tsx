import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { UserPlus } from "~/components/ui/lucide";
import { PASSWORD_HINT } from "~/lib/password-rules";
import { roleLabel } from "~/lib/permissions";
import { isRole, ROLES, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from "~/lib/staff-rules";
import { StaffPasswordField } from "./staff-password-field";

export interface StaffCreateResult {
  errors: Partial<Record<"username" | "role" | "password" | "email", string>>;
  values: { username: string; role: string; email: string };
}

const roleHelp = {
  admin: "Everything, including staff accounts.",
  editor: "Therapies, testimonials, gallery, videos, inquiries, and the international cases without their documents.",
  doctor: "International cases: the patients' records and documents, and the treatment plan.",
} as const;

/** New staff account: plain POST with intent=create, so it works without JavaScript. */
export function StaffCreateForm({ result }: { result: StaffCreateResult | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  const form = useRef<HTMLFormElement>(null);
  const errors = result?.errors ?? {};
  const chosenRole = isRole(result?.values.role) ? result.values.role : "editor";

  // Put the person where the problem is.
  useEffect(() => {
    if (result) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [result]);

  return (
    <Form ref={form} method="post" className="space-y-4" aria-labelledby="add-staff-title">
      <input type="hidden" name="intent" value="create" />
      <div>
        <label htmlFor="new-username" className="field-label">
          Username
        </label>
        <input
          id="new-username"
          name="username"
          type="text"
          required
          minLength={3}
          maxLength={USERNAME_MAX_LENGTH}
          pattern={USERNAME_PATTERN}
          title="3 to 32 characters: letters, digits, dots, hyphens and underscores."
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={result?.values.username ?? ""}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={`new-username-hint${errors.username ? " new-username-error" : ""}`}
          className="field-input"
        />
        <p id="new-username-hint" className="mt-1 text-sm text-muted">
          3 to 32 characters: letters, digits, dots, hyphens and underscores. Not case-sensitive.
        </p>
        {errors.username ? (
          <p id="new-username-error" className="field-error">
            {errors.username}
          </p>
        ) : null}
      </div>

      <fieldset aria-describedby={errors.role ? "new-role-error" : undefined}>
        <legend className="field-label">Role</legend>
        <div className="space-y-2">
          {ROLES.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg p-2 ring-1 ring-seaglass-200 has-checked:ring-2 has-checked:ring-ocean-600"
            >
              <input
                type="radio"
                name="role"
                value={r}
                defaultChecked={r === chosenRole}
                required
                className="mt-1 size-4 accent-ocean-700"
              />
              <span>
                <span className="block text-sm font-semibold text-ink">{roleLabel(r)}</span>
                <span className="block text-sm text-muted">{roleHelp[r]}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.role ? (
          <p id="new-role-error" className="field-error">
            {errors.role}
          </p>
        ) : null}
      </fieldset>

      <div>
        <label htmlFor="new-email" className="field-label">
          E-mail for security notices <span className="font-normal text-muted">(optional)</span>
        </label>
        <input
          id="new-email"
          name="email"
          type="email"
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          defaultValue={result?.values.email ?? ""}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={`new-email-hint${errors.email ? " new-email-error" : ""}`}
          className="field-input"
        />
        <p id="new-email-hint" className="mt-1 text-sm text-muted">
          They are told here when their password or a sign-in method changes. They can change it in My Account.
        </p>
        {errors.email ? (
          <p id="new-email-error" className="field-error">
            {errors.email}
          </p>
        ) : null}
      </div>

      <StaffPasswordField
        id="new-password"
        name="password"
        label="Initial password"
        autoComplete="new-password"
        hint={`${PASSWORD_HINT} Tell it to them in person; they can change it in My Account.`}
        error={errors.password}
      />

      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <UserPlus className="size-4" aria-hidden="true" />
        {busy ? "Creating..." : "Create account"}
      </button>
    </Form>
  );
}
