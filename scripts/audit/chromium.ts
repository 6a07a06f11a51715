// The one set of Chromium switches every audit tool and the e2e tests use: headless on the CI image, and no
// host but this machine resolves, so no audit can reach (or wait on) a third party.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Debian's chromium-headless-shell: the same Blink and V8 without the browser's UI layer, what
 * Playwright itself runs headless tests in. The e2e tests and the audit's axe runs use it when
 * it is installed (a page loads and hydrates about three times faster here, docs/decisions/039);
 * Lighthouse measures with the full browser, like a visitor's.
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
export const TEST_CHROMIUM_PATH = existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH;

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

/**
 * The fonts a launched Chromium sees, through its own fontconfig file (docs/decisions/019,
 * "Script fonts on the device"):
 * - "phone": the machine's fonts, which must include what an Android phone draws Hindi, Telugu
 *   and Arabic with (Noto Sans Devanagari/Telugu, Noto Naskh Arabic; Debian's fonts-noto-core).
 *   Lighthouse measures a phone, so the audit uses these.
 * - "no-script-fonts": the machine's fonts without any Devanagari, Telugu or Arabic one, like a
 *   computer that has none, so that the e2e tests see the site's own web fonts fetched and drawn
 *   whatever this machine has installed.
 */
export type DeviceFonts = "phone" | "no-script-fonts";

export const PHONE_SCRIPT_FAMILIES = ["Noto Sans Devanagari", "Noto Sans Telugu", "Noto Naskh Arabic"];

export function chromiumEnv(fonts: DeviceFonts): Record<string, string> {
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined));
  if (fonts === "phone") {
    const listed = spawnSync("fc-list", [":", "family"], { encoding: "utf8" }).stdout ?? "";
    const families = new Set(listed.split("\n").flatMap((l) => l.split(",")));
    const missing = PHONE_SCRIPT_FAMILIES.filter((f) => !families.has(f));
    if (missing.length > 0) {
      throw new Error(
        `This machine lacks ${missing.join(", ")}, which phones draw Hindi, Telugu and Arabic with; install Debian's fonts-noto-core (apt-get install fonts-noto-core)`,
      );
    }
    return env;
  }
  const file = path.join(tmpdir(), "samudra-fonts-no-script-fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <selectfont><rejectfont>
    <glob>*Devanagari*</glob><glob>*Telugu*</glob><glob>*Arabic*</glob><glob>*Lohit*</glob>
  </rejectfont></selectfont>
</fontconfig>
`,
  );
  return { ...env, FONTCONFIG_FILE: file };
}
