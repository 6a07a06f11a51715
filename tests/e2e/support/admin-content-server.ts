import { rmSync } from "node:fs";
import { after, before } from "node:test";
import type { Page } from "playwright-core";
import { signInAt as signInAtServer } from "./admin.ts";
import { type RunningServer, startServer } from "./server.ts";

/**
 * The testimonial and video tests change what the public pages show (the home carousel,
 * Watch Tour): they run on a server of their own so the shared one keeps its seed data
 * for the other files, whatever happens here.
 */
export async function startContentServer(): Promise<RunningServer & { at: (path: string) => string; dispose: () => Promise<void> }> {
  const server = await startServer({ env: { LOGIN_IP_LIMIT: "1000" } });
  return {
    ...server,
    at: (path: string) => new URL(path, server.url).toString(),
    dispose: async () => {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in to that server and opens `to` (see ./admin.ts: a session the file already opened is reused). */
export function signInAt(page: Page, base: string, username: "admin" | "editor" = "admin", to?: string) {
  return signInAtServer(page, base, username, { to });
}

export { waitForHydration } from "./browser.ts";

/** A test file's own content server, started before its first test and removed after the last. */
export function contentServerForFile(): () => Awaited<ReturnType<typeof startContentServer>> {
  let server: Awaited<ReturnType<typeof startContentServer>> | undefined;
  before(async () => {
    server = await startContentServer();
  });
  after(() => server?.dispose());
  return () => {
    if (!server) throw new Error("the content server starts in before(): use it inside a test");
    return server;
  };
}
