import Bowser from "bowser";

// Names a signed-in device from its stored User-Agent, for the sessions list and the audit
// log. Only the browser and the system: versions change weekly and would make the same
// phone look like a new device to its owner.

// bowser's longer names, as people say them.
const BROWSER_NAMES: Record<string, string> = {
  "Samsung Internet for Android": "Samsung Internet",
  "Microsoft Edge": "Edge",
  "Chrome OS": "ChromeOS",
};

const short = (name: string | undefined) => (name ? (BROWSER_NAMES[name] ?? name) : "");

function systemName(os: string, type: string | undefined, model: string | undefined): string {
  // iOS says which device it is; Android only says phone or tablet.
  if (os === "iOS" && (model === "iPhone" || model === "iPad" || model === "iPod")) return model;
  if (os === "iPadOS") return "iPad";
  if (os === "Android" && (type === "mobile" || type === "tablet")) return `Android (${type === "mobile" ? "phone" : "tablet"})`;
  return short(os);
}

/** "Chrome on Android (phone)", "Safari on iPhone", "Firefox on Windows"; "Unknown browser" when unreadable. */
export function sessionDevice(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim();
  if (!agent) return "Unknown browser";
  const parsed = Bowser.parse(agent);
  const browser = short(parsed.browser.name);
  const system = parsed.os.name ? systemName(parsed.os.name, parsed.platform.type, parsed.platform.model) : "";
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Unknown browser on ${system}`;
  return "Unknown browser";
}

// How a session signed in (session.server.ts's SignInMethod), in words for its owner.
const METHOD_WORDS: Record<string, string> = {
  password: "Password",
  "password+totp": "Password and authenticator code",
  "password+recovery": "Password and recovery code",
  "password+passkey": "Password and passkey",
  passkey: "Passkey",
};

/** Sessions from before methods were recorded (null) all signed in with a password alone. */
export function signInMethodWords(method: string | null | undefined): string {
  return method && Object.hasOwn(METHOD_WORDS, method) ? (METHOD_WORDS[method] ?? "Password") : "Password";
}
