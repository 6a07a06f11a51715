import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSKEY_CANCELLED, PASSKEY_NOT_ACCEPTED, postPasskeyForm, signInWithPasskey } from "~/lib/passkey-sign-in";

const startAuthentication = vi.fn();
vi.mock("@simplewebauthn/browser", () => ({ startAuthentication: (...args: unknown[]) => startAuthentication(...args) }));

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });

/** Answers the two posts in turn and records what was sent. */
function serverAnswers(...answers: Response[]) {
  const sent: Array<{ path: string; body: string }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, body: String(init.body) });
      const next = answers.shift();
      if (!next) throw new TypeError("offline");
      return next;
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  startAuthentication.mockReset();
});

describe("signInWithPasskey", () => {
  it("asks for a challenge, gives it to the browser, and returns where the server sends the user", async () => {
    const sent = serverAnswers(json({ options: { challenge: "abc" } }), json({ ok: true, redirectTo: "/admin/youtube" }));
    startAuthentication.mockResolvedValue({ id: "cred-1" });
    expect(await signInWithPasskey("/admin/youtube")).toEqual({ ok: true, redirectTo: "/admin/youtube" });
    expect(startAuthentication).toHaveBeenCalledWith({ optionsJSON: { challenge: "abc" } });
    expect(sent.map((s) => s.path)).toEqual(["/admin-login/passkey/options", "/admin-login/passkey/verify"]);
    const verify = new URLSearchParams(sent[1]?.body);
    expect(JSON.parse(verify.get("response") ?? "")).toEqual({ id: "cred-1" });
    expect(verify.get("redirectTo")).toBe("/admin/youtube");
  });

  it("says the passkey was cancelled when the browser's prompt is dismissed", async () => {
    serverAnswers(json({ options: { challenge: "abc" } }));
    startAuthentication.mockRejectedValue(new DOMException("The operation was aborted.", "NotAllowedError"));
    expect(await signInWithPasskey("")).toEqual({ ok: false, error: PASSKEY_CANCELLED });
  });

  it("passes on the server's own message, and never asks the browser when the server refuses to start", async () => {
    serverAnswers(json({ error: "Too many attempts. Please wait a minute." }));
    expect(await signInWithPasskey("")).toEqual({ ok: false, error: "Too many attempts. Please wait a minute." });
    expect(startAuthentication).not.toHaveBeenCalled();
  });

  it("says 'not accepted' for a refused passkey, an answer that is not JSON, or no answer at all", async () => {
    serverAnswers(json({ options: {} }), json({ ok: false }));
    startAuthentication.mockResolvedValue({ id: "cred-1" });
    expect(await signInWithPasskey("")).toEqual({ ok: false, error: PASSKEY_NOT_ACCEPTED });

    serverAnswers(new Response("<html>Forbidden</html>", { status: 403, headers: { "Content-Type": "text/html" } }));
    expect(await signInWithPasskey("")).toEqual({ ok: false, error: PASSKEY_NOT_ACCEPTED });

    serverAnswers();
    expect(await signInWithPasskey("")).toEqual({ ok: false, error: PASSKEY_NOT_ACCEPTED });
  });
});

describe("postPasskeyForm", () => {
  it("posts the fields as a form with the session cookie and answers the endpoint's JSON", async () => {
    const sent = serverAnswers(json({ options: { challenge: "abc" } }));
    expect(await postPasskeyForm("/admin/account/passkeys/options", { name: "Phone" }, "ended")).toEqual({ options: { challenge: "abc" } });
    expect(sent).toEqual([{ path: "/admin/account/passkeys/options", body: "name=Phone" }]);
  });

  it("answers the caller's message when a page comes back instead of JSON", async () => {
    serverAnswers(new Response("<html>Admin Login</html>", { headers: { "Content-Type": "text/html" } }));
    expect(await postPasskeyForm("/admin/account/passkeys/options", {}, "Your session has ended.")).toEqual({
      error: "Your session has ended.",
    });
  });
});
