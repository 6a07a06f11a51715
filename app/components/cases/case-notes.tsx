// Small pieces the case desk's pages share: the emergency notice (108), the "not a diagnosis"
// note, and the list of files refused, each naming its file.
import { Siren } from "~/components/ui/lucide";
import { useClinic } from "~/components/clinic-context";
import { useT } from "~/components/messages-context";
import { CASE_FILE_MAX_MB, CASE_FILES_PER_UPLOAD } from "~/lib/case-desk";
import { type FileRefusal, REFUSAL_KEYS, UPLOAD_FAILURE_KEYS, type UploadFailure } from "~/lib/case-view";

export function EmergencyNote() {
  const t = useT();
  const clinic = useClinic();
  return (
    <p className="flex gap-3 rounded-xl bg-white p-4 text-sm text-coral-700 ring-1 ring-sand-300">
      <Siren className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{t("chrome.emergencyNotice", { clinicName: clinic.shortName, number: clinic.emergencyNumber })}</span>
    </p>
  );
}

export function NotDiagnosisNote() {
  const t = useT();
  return <p className="rounded-xl bg-seaglass-50 p-4 text-sm text-ink ring-1 ring-seaglass-200">{t("caseDesk.notDiagnosis")}</p>;
}

/** One line per file refused, naming it, and a line for a sending cut short or failed. */
export function useRefusalLines(refused: readonly FileRefusal[], tooMany: boolean, failure: UploadFailure | null): string[] {
  const t = useT();
  const sizes = { files: CASE_FILES_PER_UPLOAD, size: CASE_FILE_MAX_MB };
  return [
    ...(failure ? [t(UPLOAD_FAILURE_KEYS[failure], sizes)] : []),
    // The name isolated (FSI … PDI): a Latin file name keeps its order in an Arabic sentence.
    ...refused.map((r) => t(REFUSAL_KEYS[r.reason], { name: `\u2068${r.name}\u2069`, size: CASE_FILE_MAX_MB })),
    ...(tooMany ? [t("caseDesk.filesTooMany", sizes)] : []),
  ];
}
