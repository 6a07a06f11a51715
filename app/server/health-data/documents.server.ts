// The health documents' store (issue 48 item 2; docs/decisions/095): what the case desk asks of
// it. Implemented in document-store.server.ts; the case desk codes against this shape only.
import type { Readable } from "node:stream";
import type { CaseFileType } from "~/lib/case-desk";

/** One document as stored: where, its data key (wrapped by the health-data key), what it is. */
export interface StoredDocument {
  storageKey: string;
  wrappedKey: string;
  /** The plaintext's size. */
  sizeBytes: number;
  type: CaseFileType;
  contentType: string;
  /** "clean" when a virus scanner passed it, "unscanned" when none is configured. */
  scan: "clean" | "unscanned";
}

/** Why a file was not stored, in a code the patient's page translates and words for staff and logs. */
export type DocumentRefusal = "type" | "size" | "empty" | "pixels" | "virus";

export class DocumentRefusedError extends Error {
  readonly reason: DocumentRefusal;
  constructor(reason: DocumentRefusal, message: string) {
    super(message);
    this.name = "DocumentRefusedError";
    this.reason = reason;
  }
}

export interface HealthDocuments {
  readonly kind: "local" | "s3";
  /**
   * Reads one file from `source` as it arrives, refusing it (DocumentRefusedError) when its
   * bytes are not an accepted type, pass `maxBytes`, declare too many pixels, or a configured
   * scanner finds a virus; otherwise stores it encrypted and says what was stored. Nothing is
   * left in storage when it throws.
   */
  store(source: AsyncIterable<Uint8Array>, options: { maxBytes: number }): Promise<StoredDocument>;
  /** The plaintext, each segment authenticated before it is given out; null when not stored. */
  open(file: { storageKey: string; wrappedKey: string }): Promise<Readable | null>;
  /** Removing what is not there is not an error. */
  remove(storageKey: string): Promise<void>;
  /** Throws saying what is wrong when documents could not be stored. */
  check(): Promise<void>;
  close(): void;
}
