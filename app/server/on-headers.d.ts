// on-headers (jshttp, the hook compression uses) ships no types of its own.
declare module "on-headers" {
  import type { ServerResponse } from "node:http";
  /** Calls `listener` (with the response as `this`) just before the status line and headers are written. */
  export default function onHeaders<T extends ServerResponse>(res: T, listener: (this: T) => void): void;
}
