/**
 * Characters no visitor or staff member types on purpose: C0 controls except tab, line feed
 * and carriage return (a textarea's newlines), DEL, and the C1 controls. PostgreSQL refuses
 * NUL in text outright, so one left in a message would lose the whole lead; the others only
 * ever arrive from scripts and scanners.
 */
const CONTROL_CLASS = "[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]";
const ANY_CONTROL = new RegExp(CONTROL_CLASS);
const EVERY_CONTROL = new RegExp(CONTROL_CLASS, "g");

export function hasControlCharacters(text: string): boolean {
  return ANY_CONTROL.test(text);
}

export function stripControlCharacters(text: string): string {
  return ANY_CONTROL.test(text) ? text.replace(EVERY_CONTROL, "") : text;
}
