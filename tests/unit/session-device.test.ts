import { describe, expect, it } from "vitest";
import { sessionDevice, signInMethodWords } from "~/lib/session-device";

const UA = {
  androidPhone: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet: "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  iphoneChrome:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  windowsFirefox: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
  windowsEdge:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  linuxHeadless: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
  chromebook: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  samsung:
    "Mozilla/5.0 (Linux; Android 13; SM-S901B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36",
};

describe("sessionDevice", () => {
  it("names phones and tablets by what their owner calls them", () => {
    expect(sessionDevice(UA.androidPhone)).toBe("Chrome on Android (phone)");
    expect(sessionDevice(UA.androidTablet)).toBe("Chrome on Android (tablet)");
    expect(sessionDevice(UA.iphone)).toBe("Safari on iPhone");
    expect(sessionDevice(UA.iphoneChrome)).toBe("Chrome on iPhone");
    expect(sessionDevice(UA.ipad)).toBe("Safari on iPad");
    expect(sessionDevice(UA.samsung)).toBe("Samsung Internet on Android (phone)");
  });

  it("names computers by browser and system, without versions", () => {
    expect(sessionDevice(UA.windowsFirefox)).toBe("Firefox on Windows");
    expect(sessionDevice(UA.windowsEdge)).toBe("Edge on Windows");
    expect(sessionDevice(UA.mac)).toBe("Safari on macOS");
    expect(sessionDevice(UA.linuxHeadless)).toBe("Chrome on Linux");
    expect(sessionDevice(UA.chromebook)).toBe("Chrome on ChromeOS");
  });

  it("says so when the User-Agent is missing or unreadable", () => {
    for (const agent of [null, undefined, "", "   ", "garbage", "curl/8.5.0"]) {
      expect(sessionDevice(agent), String(agent)).toBe("Unknown browser");
    }
  });
});

describe("signInMethodWords", () => {
  it("says how a session signed in; old sessions (null) and unknown values used a password", () => {
    expect(signInMethodWords("password+totp")).toBe("Password and authenticator code");
    expect(signInMethodWords("password+recovery")).toBe("Password and recovery code");
    expect(signInMethodWords("password+passkey")).toBe("Password and passkey");
    expect(signInMethodWords("passkey")).toBe("Passkey");
    expect(signInMethodWords("password")).toBe("Password");
    expect(signInMethodWords(null)).toBe("Password");
    expect(signInMethodWords("toString")).toBe("Password");
  });
});
