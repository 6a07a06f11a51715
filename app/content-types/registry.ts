// Every editable document type, by its name in URLs and in the database.
import { clinicSettingsType } from "./clinic-settings";
import type { ContentType } from "./types";

export const contentTypes: ReadonlyArray<ContentType<unknown>> = [clinicSettingsType as ContentType<unknown>];

export function findContentType(name: string): ContentType<unknown> | null {
  return contentTypes.find((t) => t.type === name) ?? null;
}

/** Singles hold one document under this key. */
export const SINGLE_KEY = "main";
