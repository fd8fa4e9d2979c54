/** Issue 10, findings 4 (outside form actions), 5 and 7: redirects, media paths, security headers. */
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/auth/guards.server";
import { applySecurityHeaders } from "~/http/security.server";
import { headers as resetPasswordHeaders } from "~/routes/auth/reset-password";
import { action as signInAction } from "~/routes/auth/signin";
import { action as toggle } from "~/routes/account/favorites.toggle";
import { plainPost } from "../fixtures/actions";
import { routeArgs } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";

describe("safeRedirect", () => {
  it.each(["/", "/provider/3", "/find-doctors?q=botox&page=2#results", "/a/b/", "/%2F%2Fevil.example", "/?next=//x"])(
    "keeps the same-site path %j",
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/x\r\nSet-Cookie: a=b",
    "/x\u0000",
    "/x\u007f",
    "/caf\u00e9",
    "https://evil.example",
    "evil.example",
    "",
    " /x",
  ])("refuses %j", (path) => {
    expect(safeRedirect(path, "/fallback")).toBe("/fallback");
  });

  it("refuses what is not a string", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(new File(["/x"], "x"))).toBe("/");
  });
});

describe("CR, LF or NUL in redirectTo never reach a header", () => {
  for (const redirectTo of ["/x\r\nSet-Cookie: evil=1", "/x\nLocation: //evil.example", "/x\u0000y"]) {
    it(`sign-in with redirectTo ${JSON.stringify(redirectTo)} signs in and goes home`, async () => {
      const user = await createUser();
      const res = (await signInAction(
        routeArgs<Parameters<typeof signInAction>[0]>("/signin", { form: { email: user.email, password: user.password, redirectTo } }),
      )) as Response;
      expect(res.status).toBe(303);
      expect(res.headers.get("Location")).toBe("/");
      expect(res.headers.getSetCookie().some((c) => c.startsWith("evil="))).toBe(false);
    });

    it(`a no-JS favorite toggle with redirectTo ${JSON.stringify(redirectTo)} redirects to a safe page`, async () => {
      const user = await createUser();
      const res = await plainPost(
        toggle,
        "/favorites/toggle",
        { providerId: "p1", intent: "add", redirectTo },
        { cookie: await sessionCookie(user.id), referer: "http://localhost:8787/provider/p1" },
      );
      expect(res.status).toBe(303);
      expect(res.location).toBe("/");
    });
  }
});

describe("media paths", () => {
  it("a malformed escape or a 4 KB key is a 404, not a 500", async () => {
    for (const path of [
      "/media/%E0%A4%A",
      "/media/%",
      "/media/%FF",
      `/media/${"k".repeat(4096)}`,
      `/media/${"%E2%82%AC".repeat(400)}`,
      "/media/avatars/../secret",
    ]) {
      const res = await exports.default.fetch(`http://localhost${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it("an upload PUT to a malformed or oversized id is refused (403), not a 500", async () => {
    for (const id of ["%E0%A4%A", "%", "k".repeat(4096)]) {
      const res = await exports.default.fetch(`http://localhost/media/upload/${id}?sig=x`, { method: "PUT", body: "x" });
      expect(res.status, id).toBe(403);
    }
  });

  it("still serves a key with escaped characters", async () => {
    await env.MEDIA.put("providers/a b/é.jpg", new Uint8Array([1, 2, 3]));
    const res = await exports.default.fetch("http://localhost/media/providers/a%20b/%C3%A9.jpg");
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe("security headers", () => {
  it("/reset-password asks for no-referrer, and the global header keeps a route's own policy", () => {
    const headers = new Headers(resetPasswordHeaders({} as never));
    applySecurityHeaders(headers, "nonce");
    expect(headers.get("Referrer-Policy")).toBe("no-referrer");
    const other = new Headers();
    applySecurityHeaders(other, "nonce");
    expect(other.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("HSTS only when asked for (outside local development)", () => {
    const local = new Headers();
    applySecurityHeaders(local, "nonce");
    expect(local.get("Strict-Transport-Security")).toBeNull();
    const deployed = new Headers();
    applySecurityHeaders(deployed, "nonce", { hsts: true });
    expect(deployed.get("Strict-Transport-Security")).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });
});
