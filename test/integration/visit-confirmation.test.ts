/**
 * Issue 43 finding 6: a practice alone cannot forge "Verified patient" or the price figures. The
 * badge needs the patient's own confirmation of a visit the practice marked booked; an amount above
 * its procedure's plausible ceiling is refused by the review form, and stored ones never reach a median.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertConsultation } from "~/dev/factories.server";
import { findProcedure } from "~/directory/procedures";
import { PATIENT_ONLY, VISIT_CONFIRMED, VISIT_NOT_BOOKED } from "~/practice/consultation-messages";
import { procedurePrices, providerPrices } from "~/procedures/reported-prices.server";
import { amountCeiling, amountTooHighFor } from "~/reviews/amount-bounds";
import type { ReviewView } from "~/reviews/reviews.server";
import { action as threadAction, loader as threadLoader } from "~/routes/account/consultations.$requestId";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as reviewAction } from "~/routes/provider/reviews";
import { count, fetcherPost, plainPost } from "../fixtures/actions";
import { insertProviders, providerRow } from "../fixtures/directory";
import { routeArgs } from "../fixtures/route-args";
import { signedIn } from "../fixtures/users";

const botox = findProcedure("botox")!;

function thread(cookie: string, requestId: string, intent: string) {
  return fetcherPost(threadAction, `/consultations/${requestId}`, { intent }, { cookie, params: { requestId } });
}
const messageOf = (reply: { data: Record<string, unknown> }) =>
  Object.values((reply.data as { result: { error: Record<string, string[]> } }).result.error ?? {})[0]?.[0];

function review(cookie: string, providerId: string, form: Record<string, string>) {
  return fetcherPost(reviewAction, `/provider/${providerId}/reviews`, { rating: "5", ...form }, { cookie, params: { providerId } });
}

async function verifiedByName(providerId: string): Promise<Record<string, boolean | undefined>> {
  const page = (await providerLoader(routeArgs<never>(`/provider/${providerId}`, { params: { providerId } }))) as unknown as {
    reviews: ReviewView[];
  };
  return Object.fromEntries(page.reviews.map((r) => [r.authorName.split(" ")[0], r.verified]));
}

/** A listing with its owner (aal2), and five patients who each sent it a request the owner marked booked. */
async function sockPuppets() {
  const id = `vc-${crypto.randomUUID().slice(0, 8)}`;
  await insertProviders([providerRow({ id, name: "Puppet Clinic", state: "TX" })]);
  const owner = await signedIn({ role: "provider", providerId: id, practiceRole: "owner" }, "aal2");
  const patients = [];
  for (let i = 1; i <= 5; i++) {
    const patient = await signedIn({ firstName: `Puppet${i}` });
    const request = await insertConsultation({ providerId: id, patientId: patient.user.id });
    expect((await thread(owner.cookie, request.id, "booked")).status).toBe(303);
    patients.push({ ...patient, requestId: request.id });
  }
  return { id, owner, patients };
}

describe("Verified patient needs the patient's own confirmation (finding 6)", () => {
  it("five sock puppets marked booked by the owner get no badge until each confirms; $500,000 for Botox is refused", async () => {
    const { id, owner, patients } = await sockPuppets();
    // The forged price is refused with the procedure's ceiling, and nothing is stored.
    for (const p of patients) {
      const refused = await review(p.cookie, id, { procedure: "Botox", amountPaid: "500000" });
      expect(refused.status).toBe(400);
      expect((refused.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({
        amountPaid: ["Amount paid for Botox must be $5,000 or less. Please check the amount."],
      });
    }
    expect(amountTooHighFor("Botox", amountCeiling("Botox")!)).toBe(
      "Amount paid for Botox must be $5,000 or less. Please check the amount.",
    );
    expect(await count("reviews", "provider_id = ?", id)).toBe(0);
    for (const p of patients) expect((await review(p.cookie, id, { procedure: "Botox", amountPaid: "450" })).status).toBe(200);
    // Booked by the practice alone: no badge for anyone.
    expect(Object.values(await verifiedByName(id))).toEqual([false, false, false, false, false]);
    // Two patients confirm their visits: only theirs carry it.
    const [first, second, third] = patients;
    const confirmed = await plainPost(
      threadAction,
      `/consultations/${first!.requestId}`,
      { intent: "visited" },
      {
        cookie: first!.cookie,
        params: { requestId: first!.requestId },
      },
    );
    expect(confirmed.status).toBe(303);
    expect(confirmed.toast).toEqual(VISIT_CONFIRMED);
    expect(VISIT_CONFIRMED.description).toBe("Thank you. Your review of this practice can now show “Verified patient”.");
    expect((await thread(second!.cookie, second!.requestId, "visited")).status).toBe(303);
    expect(await verifiedByName(id)).toEqual({ Puppet1: true, Puppet2: true, Puppet3: false, Puppet4: false, Puppet5: false });
    // The practice cannot confirm for a patient.
    const forged = await thread(owner.cookie, third!.requestId, "visited");
    expect(forged.status).toBe(403);
    expect(messageOf(forged)).toBe(PATIENT_ONLY);
    expect(await count("consultation_requests", "patient_confirmed_at IS NOT NULL AND provider_id = ?", id)).toBe(2);
    // A confirmed visit the patient closes stays verified; one the practice then declines does not.
    expect((await thread(first!.cookie, first!.requestId, "close")).status).toBe(303);
    expect((await thread(owner.cookie, second!.requestId, "declined")).status).toBe(303);
    // Marking it booked again does not bring the badge back without a new confirmation.
    expect((await thread(owner.cookie, second!.requestId, "booked")).status).toBe(303);
    expect(await verifiedByName(id)).toEqual({ Puppet1: true, Puppet2: false, Puppet3: false, Puppet4: false, Puppet5: false });
  });

  it("a patient cannot confirm a request the practice has not marked booked, and nothing changes", async () => {
    await insertProviders([providerRow({ id: "vc-p1" })]);
    const patient = await signedIn();
    const request = await insertConsultation({ providerId: "vc-p1", patientId: patient.user.id, repliedAfterMinutes: 5 });
    const refused = await thread(patient.cookie, request.id, "visited");
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(VISIT_NOT_BOOKED);
    expect(VISIT_NOT_BOOKED).toBe("You can confirm your visit once the practice has marked this request as booked.");
    expect(
      await env.DB.prepare("SELECT status, patient_confirmed_at FROM consultation_requests WHERE id = ?").bind(request.id).first(),
    ).toEqual({ status: "answered", patient_confirmed_at: null });
  });

  it("the patient's thread offers the confirmation while booked and shows when it was given", async () => {
    await insertProviders([providerRow({ id: "vc-p2" })]);
    const patient = await signedIn();
    const request = await insertConsultation({ providerId: "vc-p2", patientId: patient.user.id, visitConfirmed: false }, "booked");
    const open = async () =>
      (await threadLoader(
        routeArgs<never>(`/consultations/${request.id}`, { params: { requestId: request.id }, headers: { Cookie: patient.cookie } }),
      )) as unknown as { request: { status: string; visitConfirmedAt: Date | null } };
    expect((await open()).request).toMatchObject({ status: "booked", visitConfirmedAt: null });
    await thread(patient.cookie, request.id, "visited");
    expect((await open()).request.visitConfirmedAt).toBeInstanceOf(Date);
  });
});

describe("reported prices: implausible amounts never reach a median (finding 6)", () => {
  it("stored reports above the procedure's ceiling are trimmed from every count and percentile", async () => {
    const id = `vc-${crypto.randomUUID().slice(0, 8)}`;
    await insertProviders([providerRow({ id, state: "TX", specialties: ["Botox"] })]);
    // Five rows as an older form stored them ($500,000 each), and five plausible ones.
    for (const [i, amount] of [500_000, 500_000, 500_000, 500_000, 500_000, 300, 350, 400, 450, 500].entries()) {
      const user = await signedIn();
      await env.DB.prepare(
        "INSERT INTO reviews (id, user_id, provider_id, rating, procedure, amount_paid, status, currency) VALUES (?, ?, ?, 5, 'Botox', ?, 'visible', 'USD')",
      )
        .bind(`${id}-r${i}`, user.user.id, id, amount)
        .run();
    }
    const national = await procedurePrices(botox);
    expect(national.national).toEqual({ count: 5, median: 400, low: 350, high: 450 });
    expect(national.reports).toBe(5);
    const rows = await providerPrices({ id, state: "TX", pricing: {}, specialties: ["Botox"] });
    expect(rows.find((r) => r.procedure === "Botox")?.reported).toEqual({ scope: "provider", count: 5, median: 400, low: 350, high: 450 });
  });

  it("only the ceiling's amount itself is accepted, one dollar more is refused", async () => {
    await insertProviders([providerRow({ id: "vc-p3" })]);
    const a = await signedIn();
    const b = await signedIn();
    const over = await review(a.cookie, "vc-p3", { procedure: "Dermal Fillers", amountPaid: "10001" });
    expect(over.status).toBe(400);
    expect(messageOf(over)).toBe("Amount paid for Dermal Fillers must be $10,000 or less. Please check the amount.");
    expect(await count("reviews", "provider_id = 'vc-p3'")).toBe(0);
    expect((await review(b.cookie, "vc-p3", { procedure: "Dermal Fillers", amountPaid: "10000" })).status).toBe(200);
  });
});
