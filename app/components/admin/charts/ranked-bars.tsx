// A short ranked list with a bar for each figure (referrers, devices, languages): plain HTML,
// so it reads as a list with numbers and needs no table beside it.
const COUNT = new Intl.NumberFormat("en-IN");

export interface RankedItem {
  key: string;
  label: string;
  value: number;
}

export function RankedBars({ items, label, empty, id }: { items: readonly RankedItem[]; label: string; empty: string; id: string }) {
  const max = Math.max(1, ...items.map((i) => i.value));
  if (items.length === 0) return <p className="text-sm text-muted">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-2 text-sm" data-ranked={id}>
      {items.map((item) => (
        <li key={item.key}>
          <div className="flex justify-between gap-3">
            <span className="min-w-0 truncate">{item.label}</span>
            <span className="tabular-nums text-ink">{COUNT.format(item.value)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-seaglass-100">
            <div className="h-1.5 rounded-full bg-ocean-600" style={{ width: `${Math.max(2, (100 * item.value) / max)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
