// The line a started server prints: where it listens on this machine, and, when the site's
// public address is another (behind a reverse proxy with TLS), where visitors reach it, so that
// an installer is not sent to http://localhost for an https site.

export function startupLine({ port, siteUrl, workers = 1 }: { port: number; siteUrl: string; workers?: number }): string {
  const local = `http://localhost:${port}`;
  let publicOrigin: string | null = null;
  try {
    publicOrigin = new URL(siteUrl).origin;
  } catch {
    publicOrigin = null;
  }
  const processes = workers > 1 ? ` (${workers} worker processes)` : "";
  // A space after the local address: scripts read it up to the first space.
  const visitors = publicOrigin && publicOrigin !== local ? ` — visitors reach it at ${publicOrigin}` : "";
  return `Samudra is running at ${local}${processes}${visitors}`;
}
