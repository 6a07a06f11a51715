// The case page before it shows a case (issue 48 item 1): a new device confirms with a one-time
// code sent to the mailbox on file; an expired link offers a new one; a link that opens nothing
// says only that. Plain forms posting to the same address.
import { useLocalizedPath, useT } from "~/components/messages-context";

const box = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-seaglass-200 sm:p-6";

export type AccessError = "codeWrong" | "codeSpent" | "codeFormat" | "codeLimit";

const ERROR_KEYS = {
  codeWrong: "caseDesk.codeWrong",
  codeSpent: "caseDesk.codeSpent",
  codeFormat: "caseDesk.codeFormat",
  codeLimit: "caseDesk.codeLimit",
} as const;

export function CaseAccess({
  reference,
  email,
  codeSent,
  error,
  retryMinutes,
}: {
  reference: string;
  email: string;
  codeSent: boolean;
  error: AccessError | null;
  retryMinutes: number | null;
}) {
  const t = useT();
  const message = retryMinutes ? t("caseDesk.tooManyRequests", { minutes: retryMinutes }) : error ? t(ERROR_KEYS[error]) : null;
  const codeError = error === "codeWrong" || error === "codeFormat" || (retryMinutes !== null && codeSent);
  // The code's form shows once a code was sent, or after a try at one.
  const askCode = codeSent || error === "codeWrong" || error === "codeSpent" || error === "codeFormat";
  return (
    <section aria-labelledby="case-access" className={box}>
      <h2 id="case-access" className="text-2xl font-bold text-ocean-950">
        {t("caseDesk.accessTitle")}
      </h2>
      <p className="mt-3">{t("caseDesk.accessIntro", { reference: `\u2066${reference}\u2069`, email: `\u2066${email}\u2069` })}</p>
      <p className="mt-2 text-sm text-muted">{t("caseDesk.deviceNote")}</p>
      {message && !codeError ? (
        <p
          id="case-access-error"
          role="alert"
          tabIndex={-1}
          autoFocus
          className="mt-4 rounded-lg bg-sand-100 p-3 font-medium text-coral-700"
        >
          {message}
        </p>
      ) : null}
      {askCode ? (
        <form method="post" className="mt-5 space-y-3" id="code">
          <input type="hidden" name="intent" value="enter-code" />
          {codeSent && !error ? (
            <p role="status" className="rounded-lg bg-seaglass-50 p-3 text-ocean-900">
              {t("caseDesk.codeSent", { email: `\u2066${email}\u2069` })}
            </p>
          ) : null}
          <div>
            <label htmlFor="case-code" className="field-label">
              {t("caseDesk.codeLabel")}
            </label>
            <input
              id="case-code"
              name="code"
              type="text"
              dir="ltr"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              required
              autoFocus={codeSent || codeError}
              aria-invalid={codeError}
              aria-describedby={codeError ? "case-code-error" : undefined}
              className="field-input max-w-48 text-center text-2xl tracking-[0.4em]"
            />
            <p id="case-code-error" className="field-error" hidden={!codeError}>
              {codeError ? message : null}
            </p>
          </div>
          <button type="submit" className="btn-primary">
            {t("caseDesk.codeButton")}
          </button>
        </form>
      ) : null}
      <form method="post" className="mt-5">
        <input type="hidden" name="intent" value="send-code" />
        <button type="submit" className={askCode ? "btn-secondary" : "btn-primary"}>
          {askCode ? t("caseDesk.codeAgain") : t("caseDesk.sendCode")}
        </button>
      </form>
    </section>
  );
}

export function CaseLinkExpired({ newLinkSent, retryMinutes }: { newLinkSent: boolean; retryMinutes: number | null }) {
  const t = useT();
  return (
    <section aria-labelledby="case-expired" className={box}>
      <h2 id="case-expired" className="text-2xl font-bold text-ocean-950">
        {t("caseDesk.linkExpiredTitle")}
      </h2>
      <p className="mt-3">{t("caseDesk.linkExpired")}</p>
      {newLinkSent || retryMinutes ? (
        <p role="status" tabIndex={-1} autoFocus className="mt-4 rounded-lg bg-seaglass-50 p-3 font-medium text-ocean-900">
          {retryMinutes ? t("caseDesk.tooManyRequests", { minutes: retryMinutes }) : t("caseDesk.newLinkSent")}
        </p>
      ) : null}
      <form method="post" className="mt-5">
        <input type="hidden" name="intent" value="new-link" />
        <button type="submit" className="btn-primary">
          {t("caseDesk.newLinkButton")}
        </button>
      </form>
    </section>
  );
}

export function CaseLinkInvalid() {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="case-invalid" className={box}>
      <h2 id="case-invalid" className="text-2xl font-bold text-ocean-950">
        {t("caseDesk.linkInvalidTitle")}
      </h2>
      <p className="mt-3">{t("caseDesk.linkInvalid")}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <a href={lp("/international-patients/treatment-plan")} className="btn-primary">
          {t("caseDesk.formTitle")}
        </a>
        <a href={lp("/contact")} className="btn-secondary">
          {t("chrome.navContact")}
        </a>
      </div>
    </section>
  );
}

export function NoCase({ references }: { references: string[] }) {
  const t = useT();
  const lp = useLocalizedPath();
  return (
    <section aria-labelledby="case-none" className={box}>
      {references.length > 0 ? (
        <>
          <h2 id="case-none" className="text-2xl font-bold text-ocean-950">
            {t("caseDesk.casesOnDevice")}
          </h2>
          <ul className="mt-3 space-y-1">
            {references.map((reference) => (
              <li key={reference}>
                <a
                  href={`${lp("/international-patients/case")}?case=${reference}`}
                  className="inline-flex min-h-11 items-center font-semibold text-ocean-800 underline"
                >
                  <bdi dir="ltr">{reference}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="case-none" className="text-2xl font-bold text-ocean-950">
          {t("caseDesk.pageTitle")}
        </h2>
      )}
      <p className="mt-3">{t("caseDesk.noCase")}</p>
      <a href={lp("/international-patients/treatment-plan")} className="btn-primary mt-5">
        {t("caseDesk.formTitle")}
      </a>
    </section>
  );
}
