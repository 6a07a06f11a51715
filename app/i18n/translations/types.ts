import type { MessageArea } from "../define";

/** Every message of an area, in one language: a missing one is a type error, so a seeded
 * translation is complete by construction. */
export type TranslationOf<A> = A extends MessageArea<string, infer K> ? Readonly<Record<K, string>> : never;
