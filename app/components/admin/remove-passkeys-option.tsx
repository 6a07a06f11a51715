/** "Also remove their passkeys": with a new password or signing out everywhere (issue 49). */
export function RemovePasskeysOption({ id, username, count, checked }: { id: string; username: string; count: number; checked?: boolean }) {
  return (
    <label htmlFor={id} className="flex min-h-11 items-start gap-3 text-sm text-ink">
      <input id={id} type="checkbox" name="removePasskeys" defaultChecked={checked} className="mt-0.5 size-5 shrink-0 accent-ocean-700" />
      <span>
        Also remove their {count === 1 ? "passkey" : `${count} passkeys`}
        <span className="block text-muted">
          Do this if {username}’s account may have been used by someone else: a passkey added then would still sign in.
        </span>
      </span>
    </label>
  );
}
