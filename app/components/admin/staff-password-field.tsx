import { useEffect, useRef, useState } from "react";
import { Eye, EyeOff } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string | null;
  /** False where the field is needed only with another choice (the server says when it is missing). */
  required?: boolean;
}

/**
 * A password input with its label, hint and error wired for assistive technology. The
 * show/hide toggle appears only once JavaScript runs (without it, it could do nothing).
 * Never prefilled: a failed submission does not send the password back, and with
 * JavaScript a refused password is emptied too, as it would be without.
 */
export function StaffPasswordField({ id, name, label, autoComplete, hint, error, required = true }: PasswordFieldProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error && input.current) input.current.value = "";
  }, [error]);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          ref={input}
          id={id}
          name={name}
          type={shown ? "text" : "password"}
          required={required}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="field-input pr-12"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown((v) => !v)}
            aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            aria-pressed={shown}
            aria-controls={id}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-muted hover:text-ocean-800"
          >
            {shown ? <EyeOff className="size-5" aria-hidden="true" /> : <Eye className="size-5" aria-hidden="true" />}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
