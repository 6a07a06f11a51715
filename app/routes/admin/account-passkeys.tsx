import { useEffect, useId, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ArrowLeft, Fingerprint, Pencil, Trash2 } from "~/components/ui/lucide";
import type { Route } from "./+types/account-passkeys";
import { PasskeyRegister } from "~/components/admin/passkey-register";
import { ProofField } from "~/components/admin/proof-field";
import { retryAfterHeaders } from "~/lib/retry-after";
import { defaultPasskeyName, PASSKEY_NAME_MAX, passkeyNameSchema } from "~/lib/passkeys";
import { redirectWithToast } from "~/server/admin/toast.server";
import { requireUser } from "~/server/auth/guards.server";
import { listPasskeys, removePasskey, renamePasskey } from "~/server/auth/passkeys.server";
import { PROOF_FIELD, totpIsOn } from "~/server/auth/reauthentication.server";
import { servicesContext } from "~/server/context.server";

// Dates are formatted on the server so the browser's hydration sees the same text.
const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const dateTimeFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function meta() {
  return [{ title: "Passkeys | My Account | Admin | Samudra" }, { name: "robots", content: "noindex" }];
}

export const headers = retryAfterHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context);
  const { db } = context.get(servicesContext).database;
  const [rows, totpOn] = await Promise.all([listPasskeys(db, user.id), totpIsOn(db, user.id)]);
  return {
    totpOn,
    passkeys: rows.map((p) => ({
      id: p.id,
      name: p.name,
      created: dateFormat.format(p.createdAt),
      createdIso: p.createdAt.toISOString(),
      lastUsed: p.lastUsedAt ? dateTimeFormat.format(p.lastUsedAt) : null,
      lastUsedIso: p.lastUsedAt?.toISOString() ?? null,
      synced: p.backedUp,
    })),
    defaultName: defaultPasskeyName(request.headers.get("User-Agent")),
  };
}

type ActionData = { intent: "rename" | "remove"; passkeyId: string; error: string; field?: "proof" };

const field = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" ? value : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context);
  const services = context.get(servicesContext);
  const form = await request.formData();
  const intent = field(form, "intent");
  const passkeyId = field(form, "passkeyId").slice(0, 1400);
  if (intent === "remove") {
    const removed = await removePasskey(services, user, passkeyId, form.get(PROOF_FIELD));
    if (!removed.ok) {
      const answer: ActionData = { intent, passkeyId, error: removed.error, ...(removed.field ? { field: removed.field } : {}) };
      return data(answer, { status: removed.status, headers: removed.headers });
    }
    redirectWithToast("/admin/account/passkeys", {
      kind: "success",
      message: `Passkey “${removed.name}” removed. Any other devices signed in as you were signed out.`,
    });
  }
  if (intent === "rename") {
    const name = passkeyNameSchema.safeParse(field(form, "name"));
    if (!name.success)
      return data<ActionData>({ intent, passkeyId, error: name.error.issues[0]?.message ?? "Please give the passkey a name." }, 400);
    const renamed = await renamePasskey(services, user, passkeyId, name.data);
    if (!renamed) return data<ActionData>({ intent, passkeyId, error: "That passkey is already gone." }, 404);
    redirectWithToast("/admin/account/passkeys", { kind: "success", message: `Passkey renamed to “${name.data}”.` });
  }
  return data<ActionData>({ intent: "remove", passkeyId, error: "Unknown action." }, 400);
}

type PasskeyView = Route.ComponentProps["loaderData"]["passkeys"][number];

/**
 * Removing asks for the current password (or an app code) and signs out every other device, so
 * it opens first, like Rename: the same with and without JavaScript.
 */
function RemoveForm({
  passkey,
  totpOn,
  error,
  proofError,
}: {
  passkey: PasskeyView;
  totpOn: boolean;
  error: string | null;
  proofError: string | null;
}) {
  const id = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "remove" && navigation.formData.get("passkeyId") === passkey.id;
  const alert = useRef<HTMLParagraphElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (error) alert.current?.focus();
  }, [error]);
  useEffect(() => {
    if (proofError) form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [proofError]);
  return (
    <details className="group mt-3" open={error || proofError ? true : undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg text-sm font-medium text-coral-700 hover:underline">
        <Trash2 className="size-4" aria-hidden="true" />
        Remove<span className="sr-only"> {passkey.name}</span>
      </summary>
      <Form ref={form} method="post" className="mt-2 space-y-3 rounded-xl bg-coral-700/5 p-4 ring-1 ring-coral-700/20">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <p className="text-sm text-ink">
          You won’t be able to sign in with “{passkey.name}” any more, and any other devices signed in as you will be signed out. You stay
          signed in here.
        </p>
        {error ? (
          <p ref={alert} tabIndex={-1} role="alert" className="rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
            {error}
          </p>
        ) : null}
        <ProofField id={`${id}-proof`} totpOn={totpOn} error={proofError} />
        <button type="submit" disabled={busy} className="btn bg-coral-700 text-white hover:bg-coral-700/90">
          <Trash2 className="size-4" aria-hidden="true" />
          {busy ? "Removing..." : "Remove passkey"}
          <span className="sr-only"> {passkey.name}</span>
        </button>
      </Form>
    </details>
  );
}

function RenameForm({ passkey, error }: { passkey: PasskeyView; error: string | null }) {
  const inputId = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "rename" && navigation.formData.get("passkeyId") === passkey.id;
  return (
    <details className="group mt-3" open={error ? true : undefined}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-lg text-sm font-medium text-ocean-800 hover:underline">
        <Pencil className="size-4" aria-hidden="true" />
        Rename<span className="sr-only"> {passkey.name}</span>
      </summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <div className="min-w-0 flex-1 basis-56">
          <label htmlFor={inputId} className="field-label">
            New name
          </label>
          <input
            id={inputId}
            name="name"
            type="text"
            required
            maxLength={PASSKEY_NAME_MAX}
            defaultValue={passkey.name}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="field-input"
          />
        </div>
        <button type="submit" className="btn-secondary" disabled={busy}>
          {busy ? "Saving..." : "Save name"}
        </button>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="field-error basis-full">
            {error}
          </p>
        ) : null}
      </Form>
    </details>
  );
}

export default function AccountPasskeys({ loaderData, actionData }: Route.ComponentProps) {
  const { passkeys, defaultName, totpOn } = loaderData;
  const result = actionData as ActionData | undefined;
  return (
    <div className="max-w-xl space-y-6">
      <header>
        <p>
          <Link
            to="/admin/account"
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-ocean-800 hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" /> My Account
          </Link>
        </p>
        <h1 className="text-2xl font-bold text-ocean-950">Passkeys</h1>
        <p className="mt-1 text-muted">
          A passkey signs you in with your phone, security key or this computer’s screen lock (fingerprint, face or PIN), no password
          needed. It works only on this site, so it can’t be phished.
        </p>
      </header>

      <section aria-labelledby="your-passkeys-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="your-passkeys-title" className="text-lg font-semibold text-ocean-950">
          Your passkeys
        </h2>
        {result?.intent === "remove" && result.error && !passkeys.some((p) => p.id === result.passkeyId) ? (
          <p role="alert" className="mt-3 rounded-lg bg-coral-700/10 p-3 text-sm font-medium text-coral-700">
            {result.error}
          </p>
        ) : null}
        {passkeys.length === 0 ? (
          <p className="mt-2 text-sm text-muted" data-testid="no-passkeys">
            You have no passkeys yet.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-seaglass-200">
            {passkeys.map((p) => (
              <li key={p.id} className="py-4 first:pt-1 last:pb-0" data-passkey={p.name}>
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex items-center gap-2 font-semibold break-words text-ink">
                      <Fingerprint className="size-4 shrink-0 text-ocean-700" aria-hidden="true" />
                      {p.name}
                    </p>
                    <p className="mt-1 text-sm text-muted">
                      Added <time dateTime={p.createdIso}>{p.created}</time>
                      {" · "}
                      {p.lastUsed && p.lastUsedIso ? (
                        <>
                          Last used <time dateTime={p.lastUsedIso}>{p.lastUsed}</time>
                        </>
                      ) : (
                        "Not used yet"
                      )}
                      {p.synced ? " · Synced" : ""}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-x-6">
                  <RenameForm passkey={p} error={result?.intent === "rename" && result.passkeyId === p.id ? result.error : null} />
                  <RemoveForm
                    passkey={p}
                    totpOn={totpOn}
                    error={result?.intent === "remove" && result.passkeyId === p.id && !result.field ? result.error : null}
                    proofError={result?.intent === "remove" && result.passkeyId === p.id && result.field ? result.error : null}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="add-passkey-title" className="rounded-2xl bg-white p-5 ring-1 ring-seaglass-200 sm:p-6">
        <h2 id="add-passkey-title" className="text-lg font-semibold text-ocean-950">
          Add a passkey
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          Your browser will ask you to confirm with your fingerprint, face, PIN or security key.
        </p>
        <PasskeyRegister defaultName={defaultName} totpOn={totpOn} />
      </section>
    </div>
  );
}
