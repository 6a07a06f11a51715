// A visa invitation letter as issued, read-only (issue 48 item 5): the same words as its PDF
// (app/lib/visa-letter's letterText), in English as the missions expect. It holds passport
// numbers: the desk shows it only to staff with cases:documents, the patient only their own.
import { formatDay } from "~/lib/case-estimate";
import { type LetterBody, letterText } from "~/lib/visa-letter";

export function LetterView({ body, revokedOn }: { body: LetterBody; revokedOn?: string | null }) {
  const text = letterText(body);
  return (
    <article
      lang="en"
      dir="ltr"
      className="space-y-3 rounded-xl bg-white p-4 text-sm text-ink ring-1 ring-seaglass-200"
      data-letter={body.serial}
    >
      {revokedOn ? (
        <p className="rounded-lg bg-coral-700/10 p-2 font-semibold text-coral-700">
          Revoked on {formatDay(revokedOn)}: this letter is not valid.
        </p>
      ) : null}
      <header className="border-b border-seaglass-200 pb-2">
        <p className="text-base font-semibold text-ocean-900">{body.clinic.name}</p>
        <p className="text-muted">{body.clinic.address.join(", ")}</p>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        <dt className="text-muted">Date</dt>
        <dd>{formatDay(body.issuedOn)}</dd>
        <dt className="text-muted">Serial</dt>
        <dd className="font-mono">{body.serial}</dd>
        <dt className="text-muted">Case</dt>
        <dd>{body.caseReference}</dd>
      </dl>
      <p className="whitespace-pre-line">{text.recipient.join("\n")}</p>
      <p className="font-semibold">{text.subject}</p>
      <p>{text.salutation}</p>
      <p>{text.paragraphs[0]}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem]">
          <caption className="sr-only">Travellers named in the letter</caption>
          <thead>
            <tr className="border-b border-ocean-700 text-muted">
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                <span className="sr-only">Role</span>
              </th>
              {text.peopleHeading.slice(1).map((h) => (
                <th key={h} scope="col" className="py-1 pe-2 text-start font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {text.peopleRows.map((row, i) => (
              <tr key={i} className="border-b border-seaglass-200">
                <th scope="row" className="py-1 pe-2 text-start font-normal">
                  {row[0]}
                </th>
                {row.slice(1).map((cell, j) => (
                  <td key={j} className={`py-1 pe-2 ${j === 1 ? "font-mono" : ""}`}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {text.paragraphs.slice(1).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
      <p>{text.closing}</p>
      <p className="whitespace-pre-line">{text.signature.join("\n")}</p>
      <p className="rounded-lg bg-seaglass-50 p-2 text-muted">{text.verification.join(" ")}</p>
    </article>
  );
}
