// Sign-in attempts by step and result, for /metrics (samudra_sign_in_attempts_total): a burst of
// refused or throttled attempts is how a password-guessing run shows before anyone reads the
// log. Counted in this process; Prometheus (or the cluster's primary) adds the workers up.

export type SignInStep = "password" | "second_factor" | "passkey";
export type SignInResult = "accepted" | "refused" | "throttled";

export class SignInCounts {
  readonly totals = new Map<`${SignInStep} ${SignInResult}`, number>();

  count(step: SignInStep, result: SignInResult) {
    const key = `${step} ${result}` as const;
    this.totals.set(key, (this.totals.get(key) ?? 0) + 1);
  }

  /** Each step and result counted so far, as metric labels. */
  *entries(): Generator<[{ step: SignInStep; result: SignInResult }, number]> {
    for (const [key, n] of this.totals) {
      const [step, result] = key.split(" ") as [SignInStep, SignInResult];
      yield [{ step, result }, n];
    }
  }
}

/** The result of a password, a second-factor or a passkey attempt, from its outcome. */
export function signInResult(outcome: { kind: string } | { ok: boolean; status?: number }): SignInResult {
  if ("kind" in outcome) {
    if (outcome.kind === "ok" || outcome.kind === "second-factor") return "accepted";
    return outcome.kind === "throttled" ? "throttled" : "refused";
  }
  if (outcome.ok) return "accepted";
  return outcome.status === 429 ? "throttled" : "refused";
}
