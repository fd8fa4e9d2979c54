import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "~/contact/schemas";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { consumeRateLimit } from "~/lib/rate-limit.server";
import { LEAD_MESSAGES } from "~/leads/schemas";
import { action as contactAction } from "~/routes/public/contact-us";
import { action as leadAction } from "~/routes/public/lead-form";
import { action as marketingAction } from "~/routes/public/marketing-lead-generation";
import { routeArgs } from "../fixtures/route-args";
import { holdClockInsideWindows } from "../fixtures/clock";

type ContactArgs = Parameters<typeof contactAction>[0];
type LeadArgs = Parameters<typeof leadAction>[0];
type MarketingArgs = Parameters<typeof marketingAction>[0];
type Reply = { init: { status: number; headers?: HeadersInit }; data: { result: { error: Record<string, string[]> } } };

const IP = { "CF-Connecting-IP": "203.0.113.7" };

const VALID_CONTACT = {
  firstName: "Jane",
  lastName: "Doe",
  email: "  Jane@Example.com ",
  phone: "(555) 555-0142",
  businessName: "Doe Aesthetics",
  specialty: "Medspa",
  subject: "Provider Listing",
  message: "We would like to list our clinic.",
};

const VALID_LEAD = {
  fullName: "Dr. Sam Rivera",
  email: "sam@rivera.example",
  phone: "+1 555 555 0199",
  providerType: "cosmetic-surgeon",
  practiceName: "Rivera Aesthetics",
  city: "Denver",
  state: "CO",
  zipCode: "80202",
  specialty: "Facelift",
  services: "Facelift, Botox ,  Thread Lift",
  website: "https://rivera.example",
  notes: "Interested in featured placement",
};

async function rows(table: string) {
  return (await env.DB.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>()).results;
}

function contact(form: Record<string, string>, path = "/contact-us") {
  return contactAction(routeArgs<ContactArgs>(path, { form, headers: IP }));
}

describe("contact form (/contact-us and /contact)", () => {
  it("names every missing required field with its message and stores nothing", async () => {
    const result = (await contact({})) as unknown as Reply;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toEqual({
      firstName: [CONTACT_MESSAGES.firstName],
      lastName: [CONTACT_MESSAGES.lastName],
      email: [CONTACT_MESSAGES.email],
      phone: [CONTACT_MESSAGES.phone],
      specialty: [CONTACT_MESSAGES.specialty],
      subject: [CONTACT_MESSAGES.subject],
      message: [CONTACT_MESSAGES.message],
    });
    expect(CONTACT_MESSAGES).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      specialty: "Please select a specialty",
      subject: "Please select a subject",
      message: "Message is required",
    });
    expect(await rows("contact_messages")).toEqual([]);
  });

  it("rejects whitespace-only text, a bad e-mail, a bad phone, unknown options and an overlong message", async () => {
    const result = (await contact({
      ...VALID_CONTACT,
      firstName: "   ",
      email: "not-an-email",
      phone: "call me",
      specialty: "Astronaut",
      subject: "<script>",
      message: "x".repeat(5001),
    })) as unknown as Reply;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toEqual({
      firstName: ["First name is required"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      specialty: ["Please select a specialty"],
      subject: ["Please select a subject"],
      message: ["Message must be 5000 characters or less"],
    });
    expect(await rows("contact_messages")).toEqual([]);
  });

  it("stores a valid message with the page it came from and shows the success state", async () => {
    const res = (await contact(VALID_CONTACT)) as unknown as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact-us?sent=1#contact-form");
    const res2 = (await contact(
      { ...VALID_CONTACT, subject: "TruLinkMD Interest", trulinkWaitlist: "on" },
      "/contact",
    )) as unknown as Response;
    expect(res2.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    // With JavaScript the browser posts to /contact.data: still the /contact page.
    const res3 = (await contact(VALID_CONTACT, "/contact.data")) as unknown as Response;
    expect(res3.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    await env.DB.prepare("DELETE FROM contact_messages WHERE subject = 'Provider Listing' AND page = 'contact'").run();
    const stored = await rows("contact_messages");
    expect(stored).toHaveLength(2);
    const [first, second] = stored.sort((a, b) => String(a.page).localeCompare(String(b.page)));
    expect(first).toMatchObject({ page: "contact", subject: "TruLinkMD Interest", trulink_waitlist: 1 });
    expect(second).toMatchObject({
      page: "contact-us",
      first_name: "Jane",
      last_name: "Doe",
      email: "jane@example.com",
      phone: "(555) 555-0142",
      business_name: "Doe Aesthetics",
      specialty: "Medspa",
      subject: "Provider Listing",
      trulink_waitlist: 0,
    });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const res = (await contact({ ...VALID_CONTACT, [HONEYPOT_FIELD]: "http://spam.example" })) as unknown as Response;
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact-us?sent=1#contact-form");
    expect(await rows("contact_messages")).toEqual([]);
  });

  it("limits an address to 5 messages per 10 minutes with 429 and stores no sixth", async () => {
    holdClockInsideWindows();
    for (let i = 0; i < 5; i++) expect(((await contact(VALID_CONTACT)) as unknown as Response).status).toBe(303);
    const result = (await contact(VALID_CONTACT)) as unknown as Reply;
    expect(result.init.status).toBe(429);
    expect(Number(new Headers(result.init.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(result.data.result.error[""]?.[0]).toMatch(/^Too many submissions\. Please try again in \d+ minutes?\.$/);
    expect(await rows("contact_messages")).toHaveLength(5);
    // Another address is not affected.
    const other = await contactAction(
      routeArgs<ContactArgs>("/contact-us", { form: VALID_CONTACT, headers: { "CF-Connecting-IP": "198.51.100.1" } }),
    );
    expect((other as unknown as Response).status).toBe(303);
  });
});

describe("lead forms (/lead-form and /marketing-lead-generation)", () => {
  it("names every missing required field with its message and stores nothing", async () => {
    const result = (await leadAction(routeArgs<LeadArgs>("/lead-form", { form: {}, headers: IP }))) as unknown as Reply;
    expect(result.init.status).toBe(400);
    expect(result.data.result.error).toEqual({
      fullName: ["Full name is required"],
      email: ["Please enter a valid email address"],
      phone: ["Please enter a valid phone number"],
      providerType: ["Please select a provider type"],
      practiceName: ["Practice name is required"],
      city: ["City is required"],
      state: ["State is required"],
    });
    expect(await rows("leads")).toEqual([]);
  });

  it("checks ZIP code, website and provider type formats", async () => {
    const result = (await leadAction(
      routeArgs<LeadArgs>("/lead-form", {
        form: { ...VALID_LEAD, zipCode: "ABCDE", website: "javascript:alert(1)", providerType: "wizard" },
        headers: IP,
      }),
    )) as unknown as Reply;
    expect(result.data.result.error).toEqual({
      zipCode: [LEAD_MESSAGES.zipCode],
      website: ["Invalid website URL format"],
      providerType: ["Please select a provider type"],
    });
    expect(LEAD_MESSAGES.zipCode).toBe("Please enter a valid ZIP code");
    expect(await rows("leads")).toEqual([]);
  });

  it("writes a lead with source lead_form or marketing", async () => {
    const res = (await leadAction(routeArgs<LeadArgs>("/lead-form.data", { form: VALID_LEAD, headers: IP }))) as unknown as Response;
    expect(res.headers.get("Location")).toBe("/lead-form?sent=1#lead-form");
    const minimal = {
      fullName: "Ana Lee",
      email: "ana@lee.example",
      phone: "555 555 0100",
      providerType: "medspa",
      practiceName: "Lee Spa",
      city: "Austin",
      state: "TX",
    };
    const res2 = (await marketingAction(
      routeArgs<MarketingArgs>("/marketing-lead-generation", { form: minimal, headers: IP }),
    )) as unknown as Response;
    expect(res2.headers.get("Location")).toBe("/marketing-lead-generation?sent=1#lead-form");
    const stored = await rows("leads");
    expect(stored).toHaveLength(2);
    const lead = stored.find((r) => r.source === "lead_form")!;
    expect(lead).toMatchObject({
      full_name: "Dr. Sam Rivera",
      email: "sam@rivera.example",
      provider_type: "cosmetic-surgeon",
      practice_name: "Rivera Aesthetics",
      city: "Denver",
      state: "CO",
      zip_code: "80202",
      website: "https://rivera.example",
      status: "new",
    });
    expect(JSON.parse(String(lead.services))).toEqual(["Facelift", "Botox", "Thread Lift"]);
    expect(stored.find((r) => r.source === "marketing")).toMatchObject({ full_name: "Ana Lee", zip_code: null, website: null });
  });

  it("honeypot: success-looking answer, nothing stored", async () => {
    const res = (await marketingAction(
      routeArgs<MarketingArgs>("/marketing-lead-generation", { form: { ...VALID_LEAD, [HONEYPOT_FIELD]: "x" }, headers: IP }),
    )) as unknown as Response;
    expect(res.status).toBe(303);
    expect(await rows("leads")).toEqual([]);
  });

  it("shares one per-address limit across both lead pages: the sixth gets 429", async () => {
    holdClockInsideWindows();
    for (let i = 0; i < 3; i++) await leadAction(routeArgs<LeadArgs>("/lead-form", { form: VALID_LEAD, headers: IP }));
    for (let i = 0; i < 2; i++)
      await marketingAction(routeArgs<MarketingArgs>("/marketing-lead-generation", { form: VALID_LEAD, headers: IP }));
    const result = (await leadAction(routeArgs<LeadArgs>("/lead-form", { form: VALID_LEAD, headers: IP }))) as unknown as Reply;
    expect(result.init.status).toBe(429);
    expect(result.data.result.error[""]?.[0]).toMatch(/^Too many submissions/);
    expect(await rows("leads")).toHaveLength(5);
  });
});

describe("consumeRateLimit", () => {
  it("allows `limit` hits per fixed window, then refuses with the seconds left", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit("test:key", 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(results[3]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await consumeRateLimit("test:other", 3, 60)).allowed).toBe(true);
  });
});
