// The older admin editors (therapies, testimonials, videos) word each message for the field it
// sits under; their summary at the top of the form says which field each one is about
// (issue 44 item 9), with the field's label in front: "Sort order: enter a whole number…".

/** A summary line: the field's label, then its message (its first letter lowered after the colon, unless it is a name). */
export function summaryLine(label: string | undefined, message: string): string {
  // "Key benefits › Benefit 2: …" already names its field, from its section down.
  if (!label || message.startsWith(`${label}:`) || message.includes(" › ")) return message;
  const lowered =
    /^\p{Lu}\p{Ll}/u.test(message) && !/^(YouTube|SEO|I)\b/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message;
  return `${label}: ${lowered}`;
}

/** The label of a field name ("faqs.2.answer" → "Question 3, answer"), from a form's labels. */
export function summaryLabel(labels: Readonly<Record<string, string>>, name: string): string | undefined {
  if (labels[name]) return labels[name];
  const [list, index, part] = name.split(".");
  const base = list ? labels[list] : undefined;
  if (!base || index === undefined || !/^\d+$/.test(index)) return base;
  const item = labels[`${list}.*`] ?? base;
  return `${item} ${Number(index) + 1}${part ? `, ${labels[`${list}.*.${part}`] ?? part}` : ""}`;
}
