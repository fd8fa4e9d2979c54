/**
 * The one cookie kit (issue 46 item 2, decision 063): every cookie on React Router's createCookie
 * with the same attributes, signed or sealed where asked, read back only in the stated shape.
 */
import { env, withEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { appCookie, clearCookie, readString, sealedCookie, signedCookie } from "~/lib/cookies.server";

const production = { ...env, APP_ENV: "production", APP_ORIGIN: "https://truself.example", SESSION_SECRET: "p".repeat(40) };
const under = <T>(vars: Record<string, unknown>, fn: () => Promise<T>) => withEnv(vars, fn) as Promise<T>;
const request = (cookie: string) => new Request("https://truself.example/", { headers: { Cookie: cookie } });
const pair = (setCookie: string) => setCookie.split(";", 1)[0]!;

describe("the cookie kit", () => {
  it("in production: __Host- name, Secure, HttpOnly, Path=/, the SameSite asked for, a Max-Age and no Domain", async () => {
    const lax = await under(production, () => appCookie("truself_x", { maxAgeSeconds: 60 }).serialize("abc"));
    expect(lax).toMatch(/^__Host-truself_x=[\w%]+; Max-Age=60; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const strict = await under(production, () => appCookie("truself_y", { maxAgeSeconds: 300, sameSite: "strict" }).serialize("abc"));
    expect(strict).toMatch(/; SameSite=Strict$/);
    expect(strict).not.toMatch(/Domain=/i);
  });

  it("locally: the plain name and no Secure (plain http://localhost)", async () => {
    const local = await appCookie("truself_x", { maxAgeSeconds: 60 }).serialize("abc");
    expect(local).toMatch(/^truself_x=[\w%]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await clearCookie(appCookie("truself_x", { maxAgeSeconds: 60 }))).toBe("truself_x=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("reads a value back only in the stated shape", async () => {
    const cookie = appCookie("truself_id", { maxAgeSeconds: 60 });
    const sent = pair(await cookie.serialize("abc_DEF-123"));
    expect(await readString(cookie, request(sent), /^[\w-]{11}$/)).toBe("abc_DEF-123");
    expect(await readString(cookie, request(sent), /^\d+$/)).toBeNull();
    expect(await readString(cookie, request("truself_id=abc_DEF-123"), /^[\w-]{11}$/)).toBeNull();
    expect(await readString(cookie, request("other=1"), /^.*$/)).toBeNull();
  });

  it("refuses a signed cookie the browser changed, or one signed under another secret", async () => {
    const cookie = signedCookie("truself_signed", 60);
    const sent = pair(await cookie.serialize({ email: "a@example.com" }));
    expect(await cookie.parse(sent)).toEqual({ email: "a@example.com" });
    const [name, value] = sent.split("=") as [string, string];
    const forged = `${name}=${value.replace(/^./, (c) => (c === "e" ? "f" : "e"))}`;
    expect(await cookie.parse(forged)).toBeNull();
    const elsewhere = await under(production, async () =>
      pair(await signedCookie("truself_signed", 60).serialize({ email: "a@example.com" })),
    );
    expect(await cookie.parse(elsewhere.replace("__Host-", ""))).toBeNull();
  });

  it("seals a value: the browser can neither read nor change it", async () => {
    const cookie = sealedCookie("truself_sealed", "test-purpose", 60);
    const setCookie = await cookie.serialize({ passwordHash: "pbkdf2$secret-hash" });
    expect(setCookie).toMatch(/^truself_sealed=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(decodeURIComponent(setCookie)).not.toContain("secret-hash");
    expect(atob(decodeURIComponent(pair(setCookie).split("=")[1]!).split(".")[0]!)).not.toContain("secret-hash");
    expect(await cookie.parse(request(pair(setCookie)))).toEqual({ passwordHash: "pbkdf2$secret-hash" });
    expect(await sealedCookie("truself_sealed", "other-purpose", 60).parse(request(pair(setCookie)))).toBeNull();
    expect(await cookie.parse(request("truself_sealed=nonsense"))).toBeNull();
    expect(await cookie.clear()).toBe("truself_sealed=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});
