import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { userContext } from "~/server/auth/guards.server";
import type { Database } from "~/server/db/client.server";
import { users } from "~/server/db/schema.server";
import { makeContext, makeServices } from "./services";

/** A request context as the admin middleware leaves it: the demo staff member signed in. */
export async function staffContext(database: Database, username: "admin" | "editor" | null): Promise<RouterContextProvider> {
  const context = makeContext(makeServices(database));
  if (username === null) return context;
  const [user] = await database.db.select().from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no demo user ${username}`);
  context.set(userContext, { id: user.id, username: user.username, role: user.role, sessionId: "test-session" });
  return context;
}

/** What a loader or action gives back: its data, or what it threw (a redirect or an error response). */
export async function settle<T>(run: () => Promise<T>): Promise<T | Response | { data: unknown; init: ResponseInit | null }> {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    if (thrown && typeof thrown === "object" && "init" in thrown && "data" in thrown) {
      return thrown as { data: unknown; init: ResponseInit | null };
    }
    throw thrown;
  }
}

export function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  const init = (outcome as { init?: ResponseInit | null } | null)?.init;
  return init?.status ?? 200;
}

/** The one-time message a redirect carries to the next admin page. */
export function toastOf(response: Response): { kind: string; message: string } | null {
  const cookie = /admin_toast=([^;]*)/.exec(response.headers.get("Set-Cookie") ?? "")?.[1];
  return cookie ? (JSON.parse(decodeURIComponent(cookie)) as { kind: string; message: string }) : null;
}

/** A form's values as a browser submits them: a ticked box as "on", an unticked one not at all. */
export function submitted(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === true) out[name] = "on";
    else if (typeof value === "string") out[name] = value;
    else if (typeof value === "number") out[name] = String(value);
  }
  return out;
}

export function postForm(path: string, fields: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost" },
  });
}
