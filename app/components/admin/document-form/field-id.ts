/** The element id of a document form's field: "phones.1.number" → "doc-phones-1-number". */
export const fieldId = (name: string) => `doc-${name.replace(/\./g, "-")}`;
