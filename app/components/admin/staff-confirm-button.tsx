import { type ReactNode, useEffect, useId, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { LogOut, UserX } from "~/components/ui/lucide";
import { useHydrated } from "~/hooks/use-hydrated";
import { RemovePasskeysOption } from "./remove-passkeys-option";

/**
 * A staff-card action that signs someone out, so with JavaScript it asks first in a native
 * modal <dialog> (focus trapped, Escape cancels, focus returns to the button). Without
 * JavaScript the button posts straight away.
 */
function StaffConfirmButton({
  intent,
  userId,
  username,
  icon,
  label,
  busyLabel,
  title,
  text,
  confirmLabel,
  option,
}: {
  /** A choice that goes with the action: in the dialog with JavaScript, beside the button without. */
  option?: ReactNode;
  intent: string;
  userId: number;
  username: string;
  icon: ReactNode;
  label: string;
  busyLabel: string;
  title: string;
  text: string;
  confirmLabel: string;
}) {
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData.get("userId") === String(userId);

  useEffect(() => {
    if (navigation.state !== "idle") dialog.current?.close();
  }, [navigation.state]);

  return (
    <Form method="post" onSubmit={() => dialog.current?.close()} className={option && !hydrated ? "space-y-2" : undefined}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      {hydrated ? null : option}
      <button
        ref={opener}
        type={hydrated ? "button" : "submit"}
        onClick={hydrated ? () => dialog.current?.showModal() : undefined}
        disabled={busy}
        className="btn border border-coral-700 bg-white text-coral-700 hover:bg-coral-700/10"
        aria-haspopup={hydrated ? "dialog" : undefined}
      >
        {icon}
        {busy ? busyLabel : label}
        <span className="sr-only"> {username}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        aria-describedby={textId}
        onClose={() => opener.current?.focus()}
        onClick={(event) => {
          // A click on the backdrop lands on the <dialog> element itself.
          if (event.target === event.currentTarget) dialog.current?.close();
        }}
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-ocean-950/60"
      >
        <h2 id={titleId} className="text-lg font-semibold text-ocean-950">
          {title}
        </h2>
        <p id={textId} className="mt-2 text-ink">
          {text}
        </p>
        {hydrated && option ? <div className="mt-4">{option}</div> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" autoFocus onClick={() => dialog.current?.close()} className="btn-secondary">
            Cancel
          </button>
          <button type="submit" className="btn bg-coral-700 text-white hover:bg-coral-700/90">
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </Form>
  );
}

export function StaffDisableButton({ userId, username }: { userId: number; username: string }) {
  return (
    <StaffConfirmButton
      intent="disable"
      userId={userId}
      username={username}
      icon={<UserX className="size-4" aria-hidden="true" />}
      label="Disable"
      busyLabel="Disabling..."
      title={`Disable “${username}”?`}
      text="They will be signed out on every device straight away and can’t sign in until an admin re-enables the account. Nothing they wrote is deleted."
      confirmLabel="Disable account"
    />
  );
}

export function StaffSignOutButton({ userId, username, passkeys }: { userId: number; username: string; passkeys: number }) {
  return (
    <StaffConfirmButton
      option={
        passkeys > 0 ? <RemovePasskeysOption id={`staff-${userId}-signout-passkeys`} username={username} count={passkeys} /> : undefined
      }
      intent="end-sessions"
      userId={userId}
      username={username}
      icon={<LogOut className="size-4" aria-hidden="true" />}
      label="Sign out everywhere"
      busyLabel="Signing out..."
      title={`Sign “${username}” out everywhere?`}
      text="Every browser signed in as them is signed out at their next click. They can sign in again straight away with their password; to stop that, disable the account instead."
      confirmLabel="Sign out everywhere"
    />
  );
}
