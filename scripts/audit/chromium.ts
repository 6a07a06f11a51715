// The one set of Chromium switches every audit tool and the e2e tests use: headless on the CI image, and no
// host but this machine resolves, so no audit can reach (or wait on) a third party.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const RESOLVER_RULE = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  RESOLVER_RULE,
];
