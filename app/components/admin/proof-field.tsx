import { StaffPasswordField } from "./staff-password-field";

/**
 * The current password (or an app code), asked before a change to how the account signs in
 * (issue 49): a device left signed in, or a stolen session, cannot make one.
 */
export function ProofField({
  id,
  totpOn,
  error,
  required = true,
}: {
  id: string;
  /** The account has an authenticator app, whose current code is accepted too. */
  totpOn: boolean;
  error?: string | null;
  required?: boolean;
}) {
  return (
    <StaffPasswordField
      id={id}
      name="proof"
      label="Your current password"
      autoComplete="current-password"
      hint={
        totpOn
          ? "Or the 6-digit code your authenticator app shows now. Asked so that a device left signed in cannot change how you sign in."
          : "Asked so that a device left signed in cannot change how you sign in."
      }
      error={error}
      required={required}
    />
  );
}
