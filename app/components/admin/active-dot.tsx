/** SPEC §4: a green (active) or grey (inactive) dot, with the state in words for screen readers. */
export function ActiveDot({ active }: { active: boolean }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-sm">
      <span aria-hidden="true" className={`size-2.5 rounded-full ${active ? "bg-emerald-600" : "bg-slate-400"}`} />
      <span className={active ? "text-emerald-800" : "text-muted"}>{active ? "Active" : "Inactive"}</span>
    </span>
  );
}

export { ACTIVE_LABEL } from "~/lib/active-label";
