import type { Change } from "~/lib/content-diff";

const KIND: Record<Change["kind"], string> = { changed: "Changed", added: "Added", removed: "Removed" };

/** A field-by-field difference: before and after side by side (stacked on a phone). */
export function ChangeTable({ changes, caption }: { changes: Change[]; caption: string }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-seaglass-200">
            <th scope="col" className="py-2 pe-3">
              Field
            </th>
            <th scope="col" className="py-2 pe-3">
              Before
            </th>
            <th scope="col" className="py-2">
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => (
            <tr key={c.path} className="border-b border-seaglass-100 align-top">
              <th scope="row" className="py-2 pe-3 font-medium">
                {c.label}
                <span className="block text-xs font-normal text-muted">{KIND[c.kind]}</span>
              </th>
              <td className="py-2 pe-3 break-words whitespace-pre-wrap">
                {c.before ? <del className="bg-sand-100 no-underline">{c.before}</del> : <span className="text-muted">(empty)</span>}
              </td>
              <td className="py-2 break-words whitespace-pre-wrap">
                {c.after ? <ins className="bg-seaglass-100 no-underline">{c.after}</ins> : <span className="text-muted">(empty)</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
