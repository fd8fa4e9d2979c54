import { waitOnExecutionContext } from "cloudflare:test";
import { fetcherPost } from "../fixtures/actions";
import { env, exports } from "cloudflare:workers";
import { createCookie } from "react-router";
import { describe, expect, it, vi } from "vitest";
import {
  AVATAR_TOO_LARGE,
  AVATAR_UPLOAD_INVALID,
  AVATAR_WRONG_TYPE,
  INVALID_EMAIL,
  INVALID_REFERRAL_SOURCE,
  NAME_CHARACTERS,
  NAME_TOO_LONG,
  NAMES_REQUIRED,
  SIGN_UP_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  SIGN_UP_EXPIRED,
  SIGN_UP_SUCCESS,
  TERMS_REQUIRED,
} from "~/auth/schemas";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import type { UploadGrant } from "~/media/uploads.server";
import { appConfig } from "~/lib/env.server";
import { requestContext } from "~/lib/request-context";
import { readToast } from "~/lib/toast.server";
import { IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS } from "~/media/image";
import { action, loader } from "~/routes/signup";
import { action as grantAction } from "~/routes/uploads.avatar";
import { args, cookieFrom, dataOf, file, type FormValue, jpegOfSize, PNG_BYTES, rowCount } from "../fixtures/accounts";
import { containsBytes, jpegWithMetadata, METADATA_MARKERS, PNG_4X3, pngClaiming } from "../fixtures/images";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser } from "../fixtures/users";
import { holdClockInsideWindows } from "../fixtures/clock";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];
type Reply = {
  intent: "details" | "create";
  result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};

const VALID_STEP1 = {
  intent: "details",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  password: "Secret123!",
  confirmPassword: "Secret123!",
  agreeToTerms: "on",
};

async function step1(overrides: Record<string, FormValue | undefined> = {}, headers: Record<string, string> = {}) {
  return action(args<ActionArgs>("/signup", { form: { ...VALID_STEP1, ...overrides }, headers }));
}

async function draftCookie(overrides: Record<string, FormValue | undefined> = {}) {
  const response = (await step1(overrides)) as Response;
  expect(response.status).toBe(303);
  return cookieFrom(response, "truself_signup");
}

/** Step 2, once the e-mail it sends after answering has gone. */
async function step2(cookie: string, form: Record<string, FormValue | undefined> = {}) {
  const actionArgs = args<ActionArgs>("/signup?step=2", { form: { intent: "create", ...form }, headers: { Cookie: cookie } });
  const result = await action(actionArgs);
  await waitOnExecutionContext(actionArgs.context.get(requestContext).ctx);
  return result;
}

function errorsOf(result: unknown) {
  const { data, status } = dataOf<Reply>(result);
  return { status, step: data.intent === "create" ? 2 : 1, error: data.result.error ?? {}, initialValue: data.result.initialValue ?? {} };
}

describe("sign-up step 1: every field", () => {
  const cases: Array<[string, Record<string, FormValue>, string, string]> = [
    ["empty first name", { firstName: "" }, "firstName", SIGN_UP_REQUIRED],
    ["whitespace last name", { lastName: "   " }, "lastName", SIGN_UP_REQUIRED],
    ["too long first name", { firstName: "A".repeat(51) }, "firstName", NAME_TOO_LONG],
    ["digits as a name", { lastName: "12345" }, "lastName", NAME_CHARACTERS],
    ["script in a name", { firstName: "<script>alert(1)</script>" }, "firstName", NAME_CHARACTERS],
    ["emoji in a name", { lastName: "Doe😀" }, "lastName", NAME_CHARACTERS],
    ["a file instead of a name", { firstName: file(PNG_BYTES, "x.png", "image/png") }, "firstName", NAMES_REQUIRED],
    ["empty e-mail", { email: "" }, "email", SIGN_UP_REQUIRED],
    ["e-mail without @", { email: "jane.example.com" }, "email", INVALID_EMAIL],
    ["too long e-mail", { email: `${"a".repeat(250)}@example.com` }, "email", INVALID_EMAIL],
    ["script in an e-mail", { email: "<script>@example.com" }, "email", INVALID_EMAIL],
    ["unicode e-mail", { email: "jané@exämple.com" }, "email", INVALID_EMAIL],
    ["empty password", { password: "", confirmPassword: "" }, "password", SIGN_UP_REQUIRED],
    ["7-character password", { password: "Abc123!", confirmPassword: "Abc123!" }, "password", PASSWORD_TOO_SHORT],
    ["too long password", { password: "x".repeat(129), confirmPassword: "x".repeat(129) }, "password", PASSWORD_TOO_LONG],
    ["confirmation differs", { confirmPassword: "Secret123?" }, "confirmPassword", PASSWORDS_DO_NOT_MATCH],
    ["confirmation empty", { confirmPassword: "" }, "confirmPassword", PASSWORDS_DO_NOT_MATCH],
    ["terms not ticked", { agreeToTerms: undefined as unknown as string }, "agreeToTerms", TERMS_REQUIRED],
    ["terms with a strange value", { agreeToTerms: "yes-please" }, "agreeToTerms", TERMS_REQUIRED],
  ];

  for (const [label, overrides, field, message] of cases) {
    it(`${label}: "${message}", 400, nothing stored, other values kept`, async () => {
      const result = await step1(overrides);
      const { status, step, error, initialValue } = errorsOf(result);
      expect(status).toBe(400);
      expect(step).toBe(1);
      expect(error[field]).toEqual([message]);
      expect(await rowCount("users")).toBe(0);
      // The other fields come back; passwords never do.
      if (field !== "firstName") expect(initialValue.firstName).toBe("Jane");
      if (field !== "email") expect(initialValue.email).toBe("jane@example.com");
      expect(initialValue.password).toBeUndefined();
      expect(initialValue.confirmPassword).toBeUndefined();
    });
  }

  it("reports every broken field at once", async () => {
    const { error } = errorsOf(
      await step1({
        firstName: "",
        lastName: "",
        email: "",
        password: "",
        confirmPassword: "x",
        agreeToTerms: undefined as unknown as string,
      }),
    );
    expect(error).toMatchObject({
      firstName: [SIGN_UP_REQUIRED],
      lastName: [SIGN_UP_REQUIRED],
      email: [SIGN_UP_REQUIRED],
      password: [SIGN_UP_REQUIRED],
      confirmPassword: [PASSWORDS_DO_NOT_MATCH],
      agreeToTerms: [TERMS_REQUIRED],
    });
  });

  it("accepts names in any script and passwords with markup or unicode (they are only hashed)", async () => {
    const response = (await step1({
      firstName: "José",
      lastName: "李 Nguyễn-O’Brien",
      password: "<script>pässwörd🔒</script>",
      confirmPassword: "<script>pässwörd🔒</script>",
    })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/signup?step=2");
  });

  it("keeps step 1 in an encrypted cookie: neither the password, nor its hash, nor the e-mail can be read from it", async () => {
    const response = (await step1({ email: "  Jane@Example.COM " })) as Response;
    const cookie = cookieFrom(response, "truself_signup");
    expect(response.headers.getSetCookie().find((c) => c.startsWith("truself_signup="))).toMatch(/HttpOnly/);
    const payload = decodeURIComponent(
      cookie
        .slice(cookie.indexOf("=") + 1)
        .split(".", 1)
        .join(""),
    );
    const decoded = atob(payload);
    for (const secret of ["Secret123!", "pbkdf2_sha256$", "jane@example.com", "Jane"]) expect(decoded).not.toContain(secret);
    const { data } = dataOf<{ draft: { email: string } }>(
      await loader(args<LoaderArgs>("/signup?step=2", { headers: { Cookie: cookie } })),
    );
    expect(data.draft.email).toBe("jane@example.com");
  });

  it("refuses a tampered draft cookie", async () => {
    const cookie = await draftCookie();
    // The signature's first character: its last one carries padding bits (A and B can decode alike).
    const tampered = cookie.replace(/\.(.)/, (_, c: string) => `.${c === "A" ? "B" : "A"}`);
    const result = await step2(tampered);
    // The create form's reply; the page then shows step 1 (no draft), with this message.
    expect(errorsOf(result)).toMatchObject({ status: 400, step: 2, error: { "": [SIGN_UP_EXPIRED] } });
    expect(await rowCount("users")).toBe(0);
  });

  it("refuses a draft signed with the secret but not sealed by the server (a forged readable draft), and a malformed sealed one", async () => {
    const signed = createCookie("truself_signup", { secrets: [appConfig().SESSION_SECRET] });
    const forged = {
      id: "x".repeat(24),
      firstName: "Mallory",
      lastName: "X",
      email: "mallory@truself.com",
      passwordHash: "pbkdf2_sha256$100000$x$y",
      createdAt: Date.now(),
    };
    for (const value of [forged, JSON.stringify(forged), "abcde", "A".repeat(60), "%%%"]) {
      const cookie = (await signed.serialize(value)).split(";")[0] ?? "";
      expect(errorsOf(await step2(cookie))).toMatchObject({ status: 400, step: 2, error: { "": [SIGN_UP_EXPIRED] } });
    }
    expect(await rowCount("users")).toBe(0);
  });

  it("goes on to step 2 when an account has the e-mail, as for any address (issue 33 finding 4; signup-existing-address.test.ts)", async () => {
    await createUser({ email: "jane@example.com" });
    const response = (await step1()) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/signup?step=2");
    expect(await rowCount("users")).toBe(1);
  });

  it("limits sign-up attempts per e-mail with a 429 and a clear message", async () => {
    holdClockInsideWindows();
    for (let i = 0; i < 5; i++) expect(((await step1({}, { "CF-Connecting-IP": `10.0.0.${i}` })) as Response).status).toBe(303);
    const result = await step1({}, { "CF-Connecting-IP": "10.0.0.99" });
    const { status, error } = errorsOf(result);
    expect(status).toBe(429);
    expect(error[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(new Headers((result as { init: { headers: HeadersInit } }).init.headers).get("Retry-After")).toMatch(/^\d+$/);
  }, 30_000);

  it("limits sign-up attempts per IP", async () => {
    holdClockInsideWindows();
    // 49 earlier sign-ups from this IP (counted directly: hashing 49 passwords is slow), then the 50th through the form.
    for (let i = 0; i < 49; i++) await consumeRateLimit("signUpPerIp:203.0.113.7", 50, 3600);
    expect(((await step1({ email: "fiftieth@example.com" }, { "CF-Connecting-IP": "203.0.113.7" })) as Response).status).toBe(303);
    const { status } = errorsOf(await step1({ email: "one-more@example.com" }, { "CF-Connecting-IP": "203.0.113.7" }));
    expect(status).toBe(429);
    expect(((await step1({ email: "other-ip@example.com" }, { "CF-Connecting-IP": "203.0.113.8" })) as Response).status).toBe(303);
  }, 30_000);
});

describe("sign-up: moving between the steps", () => {
  it("step 2 needs step 1; back from step 2 shows step 1's values but no password", async () => {
    expect((await loader(args<LoaderArgs>("/signup?step=2"))).step).toBe(1);
    const cookie = await draftCookie();
    const onStep2 = await loader(args<LoaderArgs>("/signup?step=2", { headers: { Cookie: cookie } }));
    expect(onStep2.step).toBe(2);
    const back = await loader(args<LoaderArgs>("/signup?step=1", { headers: { Cookie: cookie } }));
    expect(back).toEqual({ step: 1, draft: { firstName: "Jane", lastName: "Doe", email: "jane@example.com" } });
    expect(JSON.stringify(back)).not.toMatch(/Secret|pbkdf2/);
  });

  it("back then continue with empty password fields keeps the saved password", async () => {
    const cookie = await draftCookie();
    const response = (await action(
      args<ActionArgs>("/signup", {
        form: { ...VALID_STEP1, firstName: "Janet", password: "", confirmPassword: "", keepPassword: "on" },
        headers: { Cookie: cookie },
      }),
    )) as Response;
    expect(response.status).toBe(303);
    const created = await step2(cookieFrom(response, "truself_signup"));
    expect((created as Response).status).toBe(303);
    const row = await env.DB.prepare("SELECT first_name FROM users").first<{ first_name: string }>();
    expect(row?.first_name).toBe("Janet");
  });

  it("keepPassword without a saved draft still needs a password", async () => {
    const { status, error } = errorsOf(await step1({ password: "", confirmPassword: "", keepPassword: "on" }));
    expect(status).toBe(400);
    expect(error.password).toEqual([SIGN_UP_REQUIRED]);
  });

  it("a draft older than 30 minutes is gone", async () => {
    const cookie = await draftCookie();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect((await loader(args<LoaderArgs>("/signup?step=2", { headers: { Cookie: cookie } }))).step).toBe(1);
    expect(errorsOf(await step2(cookie))).toMatchObject({ status: 400, step: 2, error: { "": [SIGN_UP_EXPIRED] } });
    expect(await rowCount("users")).toBe(0);
  });
});

describe("sign-up step 2 and account creation", () => {
  it("carries where the person was going (redirectTo, a path of this site only) through both steps to the sign-in page", async () => {
    const back = "/provider/p1/consultation";
    const first = (await action(args<ActionArgs>(`/signup?redirectTo=${encodeURIComponent(back)}`, { form: VALID_STEP1 }))) as Response;
    expect(first.headers.get("Location")).toBe(`/signup?step=2&redirectTo=${encodeURIComponent(back)}`);
    const second = args<ActionArgs>(`/signup?step=2&redirectTo=${encodeURIComponent(back)}`, {
      form: { intent: "create" },
      headers: { Cookie: cookieFrom(first, "truself_signup") },
    });
    const created = (await action(second)) as Response;
    await waitOnExecutionContext(second.context.get(requestContext).ctx);
    expect(created.headers.get("Location")).toBe(`/signin?signedUp=1&redirectTo=${encodeURIComponent(back)}`);
    // Another site, or a path that would reach one, is dropped.
    for (const away of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const refused = (await action(
        args<ActionArgs>(`/signup?redirectTo=${encodeURIComponent(away)}`, { form: { ...VALID_STEP1, email: "away@example.com" } }),
      )) as Response;
      expect(refused.headers.get("Location"), away).toBe("/signup?step=2");
    }
  });

  it("creates an unverified patient with a derived username, sends the verification e-mail and redirects to sign-in", async () => {
    const cookie = await draftCookie();
    const response = (await step2(cookie, { referralSources: ["linkedin", "instagram"] })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/signin?signedUp=1");
    expect(response.headers.getSetCookie().find((c) => c.startsWith("truself_signup="))).toMatch(/Max-Age=0/);
    const toast = await readToast(new Request(TEST_ORIGIN, { headers: { Cookie: cookieFrom(response, "truself_toast") } }));
    expect(toast.toast).toMatchObject({ description: SIGN_UP_SUCCESS, type: "success" });

    const user = await env.DB.prepare("SELECT * FROM users").first<Record<string, unknown>>();
    expect(user).toMatchObject({
      email: "jane@example.com",
      first_name: "Jane",
      last_name: "Doe",
      username: "janedoe",
      role: "patient",
      email_verified_at: null,
      referral_sources: '["linkedin","instagram"]',
    });
    expect(String(user?.password_hash)).toMatch(/^pbkdf2_sha256\$100000\$/);

    const mail = await env.DB.prepare("SELECT * FROM email_outbox").first<{ to: string; kind: string; text: string; html: string }>();
    expect(mail).toMatchObject({ to: "jane@example.com", kind: "verify_email" });
    expect(mail?.text).toMatch(/http:\/\/localhost:8787\/verify-email\?token=[A-Za-z0-9_-]{43}/);
    expect(await rowCount("one_time_secrets")).toBe(1);
    // Only the hash of the token is stored.
    const token = mail!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const stored = await env.DB.prepare("SELECT secret_hash AS token_hash FROM one_time_secrets WHERE kind = 'verify_email'").first<{
      token_hash: string;
    }>();
    expect(stored?.token_hash).not.toContain(token);
  });

  it("gives a second Jane Doe a different username, and derives one from any script", async () => {
    await step2(await draftCookie());
    await step2(await draftCookie({ email: "jane2@example.com" }));
    await step2(await draftCookie({ email: "li@example.com", firstName: "李", lastName: "王" }));
    await step2(await draftCookie({ email: "zoe@example.com", firstName: "Zoë", lastName: "Ñúñez" }));
    const names = (await env.DB.prepare("SELECT email, username FROM users ORDER BY created_at").all<{ email: string; username: string }>())
      .results;
    expect(names[0]?.username).toBe("janedoe");
    expect(names[1]?.username).toMatch(/^janedoe\d{4}$/);
    expect(names[2]?.username).toBe("member");
    expect(names[3]?.username).toBe("zoenunez");
  }, 30_000);

  it("rejects an unknown referral source with its message and keeps the chosen ones", async () => {
    const cookie = await draftCookie();
    const { status, step, error, initialValue } = errorsOf(await step2(cookie, { referralSources: ["linkedin", "<script>"] }));
    expect(status).toBe(400);
    expect(step).toBe(2);
    expect(Object.values(error).flat()).toContain(INVALID_REFERRAL_SOURCE);
    expect(initialValue.referralSources).toEqual(["linkedin", "<script>"]);
    expect(await rowCount("users")).toBe(0);
  });

  it("stores a photo posted with the form (no JavaScript) in R2 after checking it, without its EXIF GPS position", async () => {
    const cookie = await draftCookie();
    const response = (await step2(cookie, { photo: file(jpegWithMetadata(), "me.jpg", "image/jpeg") })) as Response;
    expect(response.status).toBe(303);
    const user = await env.DB.prepare("SELECT avatar_url FROM users").first<{ avatar_url: string }>();
    expect(user?.avatar_url).toMatch(/^\/media\/avatars\/[A-Za-z0-9_-]+$/);
    const object = await env.MEDIA.get(user!.avatar_url.slice("/media/".length));
    expect(object?.httpMetadata?.contentType).toBe("image/jpeg");
    const stored = new Uint8Array(await object!.arrayBuffer());
    for (const marker of METADATA_MARKERS) expect(containsBytes(stored, marker)).toBe(false);
  });

  const badPhotos: Array<[string, File, string]> = [
    ["larger than 2 MB", jpegOfSize(2 * 1024 * 1024 + 1), AVATAR_TOO_LARGE],
    ["of 3 MB (a request too large to read)", jpegOfSize(3 * 1024 * 1024), AVATAR_TOO_LARGE],
    ["declared as HTML", file(new TextEncoder().encode("<script>alert(1)</script>"), "x.html", "text/html"), AVATAR_WRONG_TYPE],
    [
      "a script calling itself a JPEG",
      file(new TextEncoder().encode("<script>alert(1)</script>"), "x.jpg", "image/jpeg"),
      AVATAR_WRONG_TYPE,
    ],
    ["a GIF", file(new TextEncoder().encode("GIF89a\x01\x00\x01\x00"), "x.gif", "image/jpeg"), AVATAR_WRONG_TYPE],
    ["cut to 60 bytes", file(PNG_4X3.subarray(0, 60), "cut.png", "image/png"), IMAGE_DAMAGED],
    ["of 20,000 x 20,000 pixels", file(pngClaiming(20_000, 20_000), "flood.png", "image/png"), IMAGE_TOO_MANY_PIXELS],
  ];
  for (const [label, photo, message] of badPhotos) {
    it(`refuses a photo ${label}: "${message}", nothing stored`, async () => {
      const cookie = await draftCookie();
      const objectsBefore = (await env.MEDIA.list({ prefix: "avatars/" })).objects.length;
      const { status, step, error } = errorsOf(await step2(cookie, { photo, referralSources: ["other"] }));
      expect(status).toBe(400);
      expect(step).toBe(2);
      expect(error.photo).toEqual([message]);
      expect(await rowCount("users")).toBe(0);
      expect((await env.MEDIA.list({ prefix: "avatars/" })).objects).toHaveLength(objectsBefore);
    });
  }

  /** Asks /uploads/avatar for a grant as the browser between the two steps does. */
  async function grantFor(cookie: string, sizeBytes: number): Promise<UploadGrant> {
    const res = await fetcherPost(grantAction, "/uploads/avatar", { contentType: "image/png", sizeBytes: String(sizeBytes) }, { cookie });
    expect(res.status).toBe(201);
    return res.data.grant as UploadGrant;
  }

  it("a sign-up cannot attach another sign-up's unclaimed upload, even knowing its id", async () => {
    const mallory = await draftCookie({ email: "mallory@example.com" });
    const jane = await draftCookie();
    const janes = await grantFor(jane, PNG_BYTES.length);
    expect((await exports.default.fetch(`http://localhost${janes.uploadUrl}`, { method: "PUT", body: PNG_BYTES })).status).toBe(201);
    const { status, error } = errorsOf(await step2(mallory, { avatarUploadId: janes.id }));
    expect(status).toBe(400);
    expect(error.photo).toEqual([AVATAR_UPLOAD_INVALID]);
    expect(await rowCount("users")).toBe(0);
    expect(((await step2(jane, { avatarUploadId: janes.id })) as Response).status).toBe(303);
  });

  it("attaches a photo the browser uploaded through a grant, once", async () => {
    const cookie = await draftCookie();
    const grant = await grantFor(cookie, PNG_BYTES.length);
    const put = await exports.default.fetch(`http://localhost${grant.uploadUrl}`, { method: "PUT", body: PNG_BYTES });
    expect(put.status).toBe(201);
    const { url } = await put.json<{ url: string }>();
    expect(((await step2(cookie, { avatarUploadId: grant.id })) as Response).status).toBe(303);
    expect((await env.DB.prepare("SELECT avatar_url FROM users").first<{ avatar_url: string }>())?.avatar_url).toBe(url);
    // The upload now belongs to that account: another sign-up cannot attach it.
    const other = await draftCookie({ email: "other@example.com" });
    const { status, error } = errorsOf(await step2(other, { avatarUploadId: grant.id }));
    expect(status).toBe(400);
    expect(error.photo).toEqual([AVATAR_UPLOAD_INVALID]);
  });

  it("refuses an upload id that is not a finished upload", async () => {
    const cookie = await draftCookie();
    for (const avatarUploadId of ["not-a-uuid", crypto.randomUUID()]) {
      const { status, error } = errorsOf(await step2(cookie, { avatarUploadId }));
      expect(status).toBe(400);
      expect(Object.values(error).flat()).toContain(AVATAR_UPLOAD_INVALID);
    }
    const unfinished = await grantFor(cookie, 100);
    expect(errorsOf(await step2(cookie, { avatarUploadId: unfinished.id })).error.photo).toEqual([AVATAR_UPLOAD_INVALID]);
    expect(await rowCount("users")).toBe(0);
  });

  it("creates nothing when someone took the e-mail between the steps, and answers as for a new account", async () => {
    const cookie = await draftCookie();
    await createUser({ email: "jane@example.com" });
    const response = (await step2(cookie)) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/signin?signedUp=1");
    expect(await rowCount("users")).toBe(1);
  });

  it("a signed-in visitor is sent home", async () => {
    const user = await createUser();
    const { sessionCookie } = await import("../fixtures/users");
    await expect(loader(args<LoaderArgs>("/signup", { headers: { Cookie: await sessionCookie(user.id) } }))).rejects.toMatchObject({
      status: 302,
    });
  });
});
