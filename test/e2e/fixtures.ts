/**
 * The end-to-end tests' `test` and `expect`: Playwright's, plus `factory`, which makes the data a
 * test asserts on through the app's development-only `POST /dev/factory` (app/dev/factories.server.ts),
 * and `signIn`, which gives a browser context a fresh session of one of those users. Every name and
 * e-mail a factory makes carries a random suffix, so tests never see each other's rows.
 */
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import type {
  ClaimSpec,
  ConsultationSpec,
  VisitSpec,
  CredentialsSpec,
  ExtractionJobSpec,
  FavoriteSpec,
  GallerySetSpec,
  PhotoImportSpec,
  PhotoSpec,
  ProviderSpec,
  QuestionSpec,
  ReportSpec,
  ReviewReplySpec,
  ReviewSpec,
  UsedUpLimitSpec,
  UserSpec,
} from "../../app/dev/factory-specs.ts";

export type MadeUser = {
  id: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  username: string;
  role: "patient" | "provider" | "admin";
  cookie?: { name: string; value: string };
  /** The authenticator app's base32 secret (issue 38): admins and providers have one unless made with `totp: false`. */
  totpSecret?: string;
};
export type MadeProvider = { id: string; name: string; city: string | null; state: string | null; type: string };
export type MadeReview = {
  id: string;
  userId: string;
  providerId: string;
  author: string;
  providerRating: number;
  providerReviewCount: number;
};
export type MadeQuestion = { id: string; providerId: string };
export type MadePhoto = { id: string; providerId: string; kind: string; url: string; title: string | null };
export type MadeConsultation = { id: string; providerId: string; patientId: string };
export type MadeExtractionJob = { id: string; targets: { id: string; url: string }[]; results: { id: string; targetId: string }[] };

/** What POST /dev/factory takes (app/dev/factory-specs.ts) and what it answers. */
type FactoryBody = {
  users?: (UserSpec & { signedIn?: boolean; aal?: "aal1" | "aal2"; emailProven?: boolean })[];
  sessions?: { userId: string; aal?: "aal1" | "aal2"; emailProven?: boolean }[];
  providers?: ProviderSpec[];
  favorites?: FavoriteSpec[];
  photoImports?: PhotoImportSpec[];
  extractionJobs?: ExtractionJobSpec[];
  reviews?: ReviewSpec[];
  questions?: QuestionSpec[];
  photos?: PhotoSpec[];
  usedUpLimits?: UsedUpLimitSpec[];
  claims?: ClaimSpec[];
  consultations?: ConsultationSpec[];
  bookedConsultations?: ConsultationSpec[];
  visits?: VisitSpec[];
  reviewReplies?: ReviewReplySpec[];
  reports?: ReportSpec[];
  gallerySets?: GallerySetSpec[];
  credentials?: CredentialsSpec[];
};
type FactoryReply = {
  users: MadeUser[];
  sessions: { name: string; value: string }[];
  providers: MadeProvider[];
  favorites: number;
  photoImports: { id: string }[];
  extractionJobs: MadeExtractionJob[];
  reviews: MadeReview[];
  questions: MadeQuestion[];
  photos: MadePhoto[];
  claims: { id: string; providerId: string; userId: string }[];
  consultations: MadeConsultation[];
  bookedConsultations: MadeConsultation[];
  visits: { id: string; providerId: string; patientId: string; startsAt: number }[];
  reviewReplies: { id: string; reviewId: string; providerId: string }[];
  reports: { id: string; reporterId: string }[];
  gallerySets: { id: string; providerId: string; procedure: string }[];
  credentials: { providerId: string }[];
};

async function make(request: APIRequestContext, body: FactoryBody): Promise<FactoryReply> {
  const response = await request.post("/dev/factory", { data: body });
  if (response.status() !== 201) throw new Error(`POST /dev/factory answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as FactoryReply;
}

export class Factory {
  constructor(private readonly request: APIRequestContext) {}
  async user(spec: UserSpec & { signedIn?: boolean; aal?: "aal1" | "aal2"; emailProven?: boolean } = {}): Promise<MadeUser> {
    return (await make(this.request, { users: [spec] })).users[0]!;
  }
  /** Another session of `user` (issue 43: the same account at aal1, as after a password alone): the user with that cookie. */
  async session(user: MadeUser, spec: { aal?: "aal1" | "aal2"; emailProven?: boolean } = {}): Promise<MadeUser> {
    const [cookie] = (await make(this.request, { sessions: [{ userId: user.id, ...spec }] })).sessions;
    return { ...user, cookie };
  }
  /** Several users in one request. */
  async users(specs: (UserSpec & { signedIn?: boolean; aal?: "aal1" | "aal2" })[]): Promise<MadeUser[]> {
    return (await make(this.request, { users: specs })).users;
  }
  async provider(spec: ProviderSpec = {}): Promise<MadeProvider> {
    return (await make(this.request, { providers: [spec] })).providers[0]!;
  }
  async providers(specs: ProviderSpec[]): Promise<MadeProvider[]> {
    return (await make(this.request, { providers: specs })).providers;
  }
  /** Saves `providerId` among `userId`'s favorites. */
  async favorite(spec: FavoriteSpec): Promise<void> {
    await make(this.request, { favorites: [spec] });
  }
  async favorites(specs: FavoriteSpec[]): Promise<void> {
    await make(this.request, { favorites: specs });
  }
  /** A pending item of the photo import queue. */
  async photoImport(spec: PhotoImportSpec): Promise<{ id: string }> {
    return (await make(this.request, { photoImports: [spec] })).photoImports[0]!;
  }
  async photoImports(specs: PhotoImportSpec[]): Promise<{ id: string }[]> {
    return (await make(this.request, { photoImports: specs })).photoImports;
  }
  /** A finished (or running) extraction job with its targets and results. */
  async extractionJob(spec: ExtractionJobSpec): Promise<MadeExtractionJob> {
    return (await make(this.request, { extractionJobs: [spec] })).extractionJobs[0]!;
  }
  /** A TruSelf review through the app's own command (the provider's rating and count follow); by a new patient unless userId is given. */
  async review(spec: ReviewSpec): Promise<MadeReview> {
    return (await make(this.request, { reviews: [spec] })).reviews[0]!;
  }
  async reviews(specs: ReviewSpec[]): Promise<MadeReview[]> {
    return (await make(this.request, { reviews: specs })).reviews;
  }
  /** Questions by new patients, answered by a new admin where `answer` is given. */
  async questions(specs: QuestionSpec[]): Promise<MadeQuestion[]> {
    return (await make(this.request, { questions: specs })).questions;
  }
  /** Photos of a provider (before & after unless `kind` says otherwise). */
  async photos(specs: PhotoSpec[]): Promise<MadePhoto[]> {
    return (await make(this.request, { photos: specs })).photos;
  }
  /** A claim on a listing waiting in the admins' queue (issue 34). */
  async claim(spec: ClaimSpec): Promise<{ id: string }> {
    return (await make(this.request, { claims: [spec] })).claims[0]!;
  }
  async claims(specs: ClaimSpec[]): Promise<{ id: string }[]> {
    return (await make(this.request, { claims: specs })).claims;
  }
  /** Consultation requests to a provider, answered after `repliedAfterMinutes` where given. */
  async consultations(specs: ConsultationSpec[]): Promise<MadeConsultation[]> {
    return (await make(this.request, { consultations: specs })).consultations;
  }
  /** Consultation requests the practice marked booked (no longer "Verified patient": decision 069). */
  async bookedConsultations(specs: ConsultationSpec[]): Promise<MadeConsultation[]> {
    return (await make(this.request, { bookedConsultations: specs })).bookedConsultations;
  }
  /** Appointments through the practice's calendar, past, attended and confirmed by default: "Verified patient" (decision 069). */
  async visits(specs: VisitSpec[]) {
    return (await make(this.request, { visits: specs })).visits;
  }
  /** The practice's public reply under one of its reviews. */
  async reviewReply(spec: ReviewReplySpec): Promise<{ id: string; reviewId: string; providerId: string }> {
    return (await make(this.request, { reviewReplies: [spec] })).reviewReplies[0]!;
  }
  /** Open reports on reviews, answers or replies (issue 35 item 3), details written as given. */
  async reports(specs: ReportSpec[]): Promise<{ id: string; reporterId: string }[]> {
    return (await make(this.request, { reports: specs })).reports;
  }
  /** Published before-and-after sets (issue 36), through the gallery's own command and the media path. */
  async gallerySets(specs: GallerySetSpec[]): Promise<{ id: string; providerId: string; procedure: string }[]> {
    return (await make(this.request, { gallerySets: specs })).gallerySets;
  }
  async reviewReplies(specs: ReviewReplySpec[]): Promise<{ id: string; reviewId: string; providerId: string }[]> {
    return (await make(this.request, { reviewReplies: specs })).reviewReplies;
  }
  /** Licenses and board certifications submitted for checking (issue 36), status unchecked. */
  async credentials(specs: CredentialsSpec[]): Promise<void> {
    await make(this.request, { credentials: specs });
  }
  /** Uses up one of the assistant's per-account limits for the user (its current window and the next). */
  async usedUpLimit(spec: UsedUpLimitSpec): Promise<void> {
    await make(this.request, { usedUpLimits: [spec] });
  }
}

/** Gives `context` a new session of `user` (made with signedIn: true), as signing in would. */
export async function addSession(context: BrowserContext, baseURL: string, user: MadeUser) {
  if (!user.cookie) throw new Error("Make the user with { signedIn: true } to sign it in");
  await context.addCookies([{ ...user.cookie, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
}

/** The signed-in browser state of each role, made once per run by auth.setup.ts. */
export const authFile = (role: MadeUser["role"]) => `test-results/.auth/${role}.json`;

/**
 * An address of the test's own: the app counts per-IP limits (sign-up, contact, newsletter, ...) on
 * CF-Connecting-IP, which Cloudflare sets in production and the local server keeps when the client
 * sends it. Without it every test would come from 127.0.0.1 and share those limits with the whole run.
 */
const testAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join(".")}`;

export const test = base.extend<{ factory: Factory; signIn: (user: MadeUser) => Promise<void> }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "CF-Connecting-IP": testAddress() });
  },
  factory: async ({ request }, use) => {
    await use(new Factory(request));
  },
  signIn: async ({ context, baseURL }, use) => {
    await use((user) => addSession(context, baseURL!, user));
  },
});

export { expect };

/**
 * Waits until React has hydrated the page (the root marks <html data-hydrated>): a click before it can
 * land on a control whose scripted behaviour is not there yet. Error pages have no marker.
 */
export async function hydrated(page: import("@playwright/test").Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Holds the app's scripts, so the page stays as the server rendered it (not hydrated) until `release()`. */
export async function holdScripts(page: import("@playwright/test").Page) {
  const held: import("@playwright/test").Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) void route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    for (const route of held.splice(0)) await route.continue();
  };
}

/** n random lowercase letters, for names and towns a test owns. */
export function randomLetters(n = 8) {
  return Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => String.fromCharCode(97 + (b % 26))).join("");
}

/** The code of the newest sign-in code e-mail to `email` (/dev/outbox), read in a tab of its own. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto("/dev/outbox");
  const text = await outbox
    .locator(`[data-testid="outbox-message"][data-to="${email}"][data-kind="sign_in_code"]`)
    .first()
    .locator("pre")
    .textContent();
  await outbox.close();
  const code = /sign-in code is (\d{6})/.exec(text ?? "")?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}
