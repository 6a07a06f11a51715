import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Fingerprint } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { PASSKEY_NAME_MAX, passkeyNameSchema } from "~/lib/passkeys";
import { ProofField } from "./proof-field";
import { postPasskeyForm } from "~/lib/passkey-sign-in";

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "done"; message: string } | { kind: "error"; message: string };

/** A session that ended meanwhile is sent to the sign-in page (HTML): say so. */
const postForm = (path: string, fields: Record<string, string>) =>
  postPasskeyForm(path, fields, "Your session has ended. Please sign in again.");

const text = (value: unknown) => (typeof value === "string" ? value : null);

/**
 * "Add a passkey": a name and the current password (or an app code: a session alone adds no
 * sign-in method), then the browser's own passkey prompt (@simplewebauthn/browser, loaded on
 * click so the page itself stays light). Without JavaScript it explains why it can't work.
 */
export function PasskeyRegister({ defaultName, totpOn }: { defaultName: string; totpOn: boolean }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [nameError, setNameError] = useState<string | null>(null);
  const [proofError, setProofError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const supported = hydrated && typeof window.PublicKeyCredential === "function";

  if (!hydrated) {
    return (
      <p className="rounded-lg bg-sand-100 p-3 text-sm text-ink ring-1 ring-sand-300">
        Adding a passkey needs JavaScript: your browser talks to your phone, security key or computer’s screen lock for it. Turn JavaScript
        on for this site to add one. Removing a passkey works without it.
      </p>
    );
  }
  if (!supported) {
    return (
      <p className="rounded-lg bg-sand-100 p-3 text-sm text-ink ring-1 ring-sand-300">
        This browser can’t create passkeys. Try a current Chrome, Edge, Safari or Firefox.
      </p>
    );
  }

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const raw = fields.get("name");
    const proof = fields.get("proof");
    const parsed = passkeyNameSchema.safeParse(typeof raw === "string" ? raw : "");
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? "Please give the passkey a name.");
      input.current?.focus();
      return;
    }
    setNameError(null);
    setProofError(null);
    setStatus({ kind: "busy" });
    const name = parsed.data;
    const proofInput = form.querySelector<HTMLInputElement>('input[name="proof"]');
    try {
      const started = await postForm("/admin/account/passkeys/options", { name, proof: typeof proof === "string" ? proof : "" });
      const startError = text(started.error);
      if (startError && started.field === "proof") {
        setStatus({ kind: "idle" });
        setProofError(startError);
        // After the error is drawn: the field is emptied (StaffPasswordField) and takes the focus.
        requestAnimationFrame(() => proofInput?.focus());
        return;
      }
      if (startError || !started.options) {
        setStatus({ kind: "error", message: startError ?? "That passkey could not be added. Please try again." });
        return;
      }
      const { startRegistration } = await import("@simplewebauthn/browser");
      let attestation;
      try {
        // The options come from our own server, in the shape startRegistration takes.
        attestation = await startRegistration({ optionsJSON: started.options as Parameters<typeof startRegistration>[0]["optionsJSON"] });
      } catch (error) {
        const name = error instanceof Error ? error.name : "";
        const code = error && typeof error === "object" && "code" in error ? String(error.code) : "";
        const message =
          code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError"
            ? "This device already holds one of your passkeys."
            : "Adding the passkey was cancelled.";
        setStatus({ kind: "error", message });
        return;
      }
      const finished = await postForm("/admin/account/passkeys/verify", { name, response: JSON.stringify(attestation) });
      if (finished.ok === true) {
        setStatus({ kind: "done", message: `Passkey “${text(finished.name) ?? name}” added. You can sign in with it now.` });
        // Ready for the next one, with the suggested name again (and no password left in the form).
        form.reset();
        await revalidator.revalidate();
      } else {
        setStatus({ kind: "error", message: text(finished.error) ?? "That passkey could not be added. Please try again." });
      }
    } catch {
      setStatus({ kind: "error", message: "That passkey could not be added. Please check your connection and try again." });
    }
  }

  const busy = status.kind === "busy";
  return (
    <form onSubmit={add} className="space-y-4" aria-labelledby="add-passkey-title" noValidate>
      <div>
        <label htmlFor="passkey-name" className="field-label">
          Name
        </label>
        <input
          ref={input}
          id="passkey-name"
          name="name"
          type="text"
          defaultValue={defaultName}
          maxLength={PASSKEY_NAME_MAX}
          required
          autoComplete="off"
          aria-describedby="passkey-name-hint"
          aria-invalid={nameError ? true : undefined}
          aria-errormessage={nameError ? "passkey-name-error" : undefined}
          className="field-input"
        />
        <p id="passkey-name-hint" className="mt-1 text-sm text-muted">
          So you can tell your passkeys apart, e.g. “Work laptop” or “My phone”.
        </p>
        {nameError ? (
          <p id="passkey-name-error" className="field-error">
            {nameError}
          </p>
        ) : null}
      </div>
      <ProofField id="passkey-proof" totpOn={totpOn} error={proofError} />
      <div role="status" aria-live="polite">
        {status.kind === "done" ? (
          <p className="rounded-lg bg-seaglass-100 p-3 text-sm font-medium text-ocean-900">{status.message}</p>
        ) : null}
      </div>
      {status.kind === "error" ? (
        <p role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
          {status.message}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        <Fingerprint className="size-4" aria-hidden="true" />
        {busy ? "Waiting for your passkey..." : "Add a passkey"}
      </button>
    </form>
  );
}
