import { fetcherPost } from "../fixtures/actions";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  AVATAR_TOO_LARGE,
  AVATAR_UPLOAD_INVALID,
  AVATAR_WRONG_TYPE,
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DEMO_READ_ONLY,
  NAME_CHARACTERS,
  NAME_TOO_LONG,
  NAMES_REQUIRED,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
} from "~/auth/schemas";
import { getSessionUser } from "~/auth/session.server";
import type { Role } from "~/db/schema";
import { IMAGE_DAMAGED, IMAGE_TOO_MANY_PIXELS } from "~/media/image";
import { grantUpload } from "~/media/uploads.server";
import { action, loader } from "~/routes/account/profile";
import { action as grantAction } from "~/routes/uploads/avatar";
import { args, dataOf, file, type FormValue, jpegOfSize, PNG_BYTES } from "../fixtures/accounts";
import { containsBytes, METADATA_MARKERS, PNG_4X3, pngClaiming, webpWithMetadata } from "../fixtures/images";
import { TEST_ORIGIN } from "../fixtures/route-args";
import { createUser, sessionCookie } from "../fixtures/users";
import { holdClockInsideWindows } from "../fixtures/clock";

type LoaderArgs = Parameters<typeof loader>[0];
type ActionArgs = Parameters<typeof action>[0];
type Reply = { intent: string; result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } };

async function signedIn(options: { role?: Role; isDemo?: boolean; verified?: boolean; email?: string } = {}) {
  const user = await createUser(options);
  return { user, cookie: await sessionCookie(user.id) };
}

function post(cookie: string | undefined, form: Record<string, FormValue | undefined>) {
  return action(args<ActionArgs>("/profile", { form, headers: cookie ? { Cookie: cookie } : {} }));
}

function replyOf(result: unknown) {
  const { data, status } = dataOf<Reply>(result);
  return { status, intent: data.intent, error: data.result.error ?? {}, initialValue: data.result.initialValue ?? {} };
}

async function userRow(id: string) {
  return env.DB.prepare("SELECT first_name, last_name, avatar_url, password_hash FROM users WHERE id = ?")
    .bind(id)
    .first<Record<string, string | null>>();
}

const WRITES: Array<Record<string, string>> = [
  { intent: "update-names", firstName: "New", lastName: "Name" },
  { intent: "remove-avatar" },
  { intent: "change-password", currentPassword: "CorrectHorse42!", password: "Brand-new-42", confirmPassword: "Brand-new-42" },
  { intent: "sign-out-everywhere" },
];

describe("/profile role guards", () => {
  it("a guest is sent to sign in, for the page and for every action", async () => {
    await expect(loader(args<LoaderArgs>("/profile"))).rejects.toMatchObject({ status: 302, headers: expect.any(Headers) });
    const thrown = await loader(args<LoaderArgs>("/profile")).catch((r: Response) => r);
    expect((thrown as Response).headers.get("Location")).toBe("/signin?redirectTo=%2Fprofile");
    for (const form of WRITES) {
      const res = await post(undefined, form).catch((r: Response) => r);
      expect((res as Response).status).toBe(303);
    }
    const bogus = await loader(args<LoaderArgs>("/profile", { headers: { Cookie: "truself_session=forged-token" } })).catch(
      (r: Response) => r,
    );
    expect((bogus as Response).status).toBe(302);
  });

  for (const role of ["patient", "provider", "admin"] as const) {
    it(`a ${role} sees their own profile and nobody else's`, async () => {
      const other = await createUser({ email: `other-${role}@example.com` });
      const { user, cookie } = await signedIn({ role });
      const data = await loader(args<LoaderArgs>("/profile", { headers: { Cookie: cookie } }));
      expect(data.user).toMatchObject({ email: user.email, role, isDemo: false, emailVerified: true });
      expect(JSON.stringify(data)).not.toContain(other.email);
      expect(JSON.stringify(data)).not.toMatch(/pbkdf2|password/i);
      expect(data.sessionCount).toBe(1);
      const res = (await post(cookie, { intent: "update-names", firstName: "Renamed", lastName: role })) as Response;
      expect(res.status).toBe(303);
      expect((await userRow(user.id))?.first_name).toBe("Renamed");
      expect((await userRow(other.id))?.first_name).toBe("Test");
    });
  }

  it("the demo account can look at its profile but every write is refused (403) and changes nothing", async () => {
    const { user, cookie } = await signedIn({ isDemo: true, email: "demo@truself-demo.com" });
    const data = await loader(args<LoaderArgs>("/profile", { headers: { Cookie: cookie } }));
    expect(data.user.isDemo).toBe(true);
    const before = await userRow(user.id);
    for (const form of [...WRITES, { intent: "update-avatar" }]) {
      const { status, error } = replyOf(await post(cookie, form));
      expect(status).toBe(403);
      expect(error[""]).toEqual([DEMO_READ_ONLY]);
    }
    expect(await userRow(user.id)).toEqual(before);
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookie } }))).not.toBeNull();
  });

  it("the upload grant is for signed-in accounts (not demo) and sign-ups in progress only, and for the declared size", async () => {
    const grant = async (cookie?: string) =>
      fetcherPost(grantAction, "/uploads/avatar", { contentType: "image/jpeg", sizeBytes: "1000" }, { cookie });
    expect((await grant()).status).toBe(401);
    expect((await grant((await signedIn({ isDemo: true })).cookie)).status).toBe(403);
    for (const role of ["patient", "provider", "admin"] as const) {
      const res = await grant((await signedIn({ role })).cookie);
      expect(res.status).toBe(201);
      expect(res.data.grant).toMatchObject({
        uploadUrl: expect.stringMatching(/^\/media\/upload\/[0-9a-f-]{36}\?sig=[A-Za-z0-9_-]+$/),
        maxBytes: 1000,
      });
    }
  });
});

describe("/profile: names", () => {
  const cases: Array<[string, Record<string, FormValue>, string, string]> = [
    ["empty first name", { firstName: "" }, "firstName", NAMES_REQUIRED],
    ["too long last name", { lastName: "B".repeat(51) }, "lastName", NAME_TOO_LONG],
    ["digits", { firstName: "R2D2" }, "firstName", NAME_CHARACTERS],
    ["markup", { lastName: "<img src=x onerror=alert(1)>" }, "lastName", NAME_CHARACTERS],
    ["a file", { firstName: file(PNG_BYTES, "a.png", "image/png") }, "firstName", NAMES_REQUIRED],
  ];
  for (const [label, overrides, field, message] of cases) {
    it(`${label}: "${message}", 400, nothing changed, other value kept`, async () => {
      const { user, cookie } = await signedIn();
      const before = await userRow(user.id);
      const { status, intent, error, initialValue } = replyOf(
        await post(cookie, { intent: "update-names", firstName: "Ana", lastName: "Lima", ...overrides }),
      );
      expect(status).toBe(400);
      expect(intent).toBe("update-names");
      expect(error[field]).toEqual([message]);
      expect(await userRow(user.id)).toEqual(before);
      const other = field === "firstName" ? "lastName" : "firstName";
      expect(initialValue[other]).toBe(other === "firstName" ? "Ana" : "Lima");
    });
  }

  it("unicode names are stored as typed (NFC, single spaces)", async () => {
    const { user, cookie } = await signedIn();
    await post(cookie, { intent: "update-names", firstName: "  Zoë   Anne ", lastName: "O’Connor-Łukasiewicz" });
    expect(await userRow(user.id)).toMatchObject({ first_name: "Zoë Anne", last_name: "O’Connor-Łukasiewicz" });
  });
});

describe("/profile: photo", () => {
  it("stores a posted photo (no JavaScript) without its EXIF and XMP, and can remove it", async () => {
    const { user, cookie } = await signedIn();
    const res = (await post(cookie, { intent: "update-avatar", photo: file(webpWithMetadata(), "me.webp", "image/webp") })) as Response;
    expect(res.status).toBe(303);
    const url = (await userRow(user.id))?.avatar_url;
    expect(url).toMatch(/^\/media\/avatars\//);
    const object = await env.MEDIA.get(url!.slice(7));
    expect(object?.httpMetadata?.contentType).toBe("image/webp");
    const stored = new Uint8Array(await object!.arrayBuffer());
    for (const marker of METADATA_MARKERS) expect(containsBytes(stored, marker)).toBe(false);
    await post(cookie, { intent: "remove-avatar" });
    expect((await userRow(user.id))?.avatar_url).toBeNull();
  });

  it("attaches the user's own finished upload, never someone else's", async () => {
    const { user, cookie } = await signedIn();
    const stranger = await createUser();
    const mine = await grantUpload({
      owner: { userId: user.id },
      purpose: "avatar",
      contentType: "image/png",
      sizeBytes: PNG_BYTES.length,
    });
    const theirs = await grantUpload({
      owner: { userId: stranger.id },
      purpose: "avatar",
      contentType: "image/png",
      sizeBytes: PNG_BYTES.length,
    });
    for (const g of [mine, theirs])
      expect((await exports.default.fetch(`http://localhost${g.uploadUrl}`, { method: "PUT", body: PNG_BYTES })).status).toBe(201);
    const refused = replyOf(await post(cookie, { intent: "update-avatar", avatarUploadId: theirs.id }));
    expect(refused).toMatchObject({ status: 400, error: { photo: [AVATAR_UPLOAD_INVALID] } });
    expect((await userRow(user.id))?.avatar_url).toBeNull();
    expect(((await post(cookie, { intent: "update-avatar", avatarUploadId: mine.id })) as Response).status).toBe(303);
    expect((await userRow(user.id))?.avatar_url).toMatch(/^\/media\/avatars\//);
  });

  const bad: Array<[string, Record<string, FormValue>, string]> = [
    ["no photo at all", {}, "Please choose a photo."],
    ["a photo over 2 MB", { photo: jpegOfSize(2 * 1024 * 1024 + 10) }, AVATAR_TOO_LARGE],
    [
      "an SVG with a script",
      { photo: file(new TextEncoder().encode('<svg onload="alert(1)"/>'), "x.svg", "image/svg+xml") },
      AVATAR_WRONG_TYPE,
    ],
    ["HTML named .png", { photo: file(new TextEncoder().encode("<html><script>x</script>"), "x.png", "image/png") }, AVATAR_WRONG_TYPE],
    ["an unknown upload id", { avatarUploadId: crypto.randomUUID() }, AVATAR_UPLOAD_INVALID],
    ["a PNG cut to 60 bytes", { photo: file(PNG_4X3.subarray(0, 60), "cut.png", "image/png") }, IMAGE_DAMAGED],
    ["a 20,000 x 20,000 pixel flood", { photo: file(pngClaiming(20_000, 20_000), "flood.png", "image/png") }, IMAGE_TOO_MANY_PIXELS],
  ];
  for (const [label, form, message] of bad) {
    it(`refuses ${label}: "${message}", 400, avatar unchanged`, async () => {
      const { user, cookie } = await signedIn();
      const { status, error } = replyOf(await post(cookie, { intent: "update-avatar", ...form }));
      expect(status).toBe(400);
      expect(Object.values(error).flat()).toContain(message);
      expect((await userRow(user.id))?.avatar_url).toBeNull();
    });
  }
});

describe("/profile: password change and sessions", () => {
  const VALID = {
    intent: "change-password",
    currentPassword: "CorrectHorse42!",
    password: "Brand-new-42",
    confirmPassword: "Brand-new-42",
  };
  const cases: Array<[string, Record<string, string>, string, string]> = [
    ["empty current password", { currentPassword: "" }, "currentPassword", CURRENT_PASSWORD_REQUIRED],
    ["empty new password", { password: "", confirmPassword: "" }, "password", PASSWORD_TOO_SHORT],
    ["short new password", { password: "1234567", confirmPassword: "1234567" }, "password", PASSWORD_TOO_SHORT],
    ["too long new password", { password: "z".repeat(129), confirmPassword: "z".repeat(129) }, "password", PASSWORD_TOO_LONG],
    ["confirmation differs", { confirmPassword: "Brand-new-43" }, "confirmPassword", PASSWORDS_DO_NOT_MATCH],
    ["wrong current password", { currentPassword: "not-my-password" }, "currentPassword", CURRENT_PASSWORD_WRONG],
  ];
  for (const [label, overrides, field, message] of cases) {
    it(`${label}: "${message}", 400, password unchanged, no session ended`, async () => {
      const { user, cookie } = await signedIn();
      const other = await sessionCookie(user.id);
      const before = await userRow(user.id);
      const { status, error, initialValue } = replyOf(await post(cookie, { ...VALID, ...overrides }));
      expect(status).toBe(400);
      expect(error[field]).toEqual([message]);
      expect(initialValue.currentPassword).toBeUndefined();
      expect(await userRow(user.id)).toEqual(before);
      expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: other } }))).not.toBeNull();
    });
  }

  it("a unicode password works, and changing it signs out the other devices but not this one", async () => {
    const { user, cookie } = await signedIn();
    const phone = await sessionCookie(user.id);
    const res = (await post(cookie, { ...VALID, password: "пароль-密码-🔑", confirmPassword: "пароль-密码-🔑" })) as Response;
    expect(res.status).toBe(303);
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: phone } }))).toBeNull();
    expect((await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: cookie } })))?.id).toBe(user.id);
  });

  it("limits password-change attempts per account (429)", async () => {
    holdClockInsideWindows();
    const { cookie } = await signedIn();
    for (let i = 0; i < 10; i++) await post(cookie, { ...VALID, currentPassword: `wrong-${i}` });
    const { status, error } = replyOf(await post(cookie, VALID));
    expect(status).toBe(429);
    expect(error[""]?.[0]).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  }, 30_000);

  it("sign out of all devices ends every session of the account, and only of that account", async () => {
    const { user, cookie } = await signedIn();
    const laptop = await sessionCookie(user.id);
    const stranger = await signedIn();
    const res = (await post(cookie, { intent: "sign-out-everywhere" })) as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/signin");
    expect(res.headers.getSetCookie().find((c) => c.startsWith("truself_session="))).toMatch(/Max-Age=0/);
    for (const c of [cookie, laptop]) expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: c } }))).toBeNull();
    expect(await getSessionUser(new Request(TEST_ORIGIN, { headers: { Cookie: stranger.cookie } }))).not.toBeNull();
  });

  it("an unknown intent is refused", async () => {
    const { cookie } = await signedIn();
    expect(replyOf(await post(cookie, { intent: "make-me-admin" })).status).toBe(400);
  });
});
