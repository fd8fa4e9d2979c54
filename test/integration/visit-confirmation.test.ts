/**
 * Issue 43 finding 6: a practice alone cannot forge "Verified patient" or the price figures. The
 * badge needs the patient's own confirmation of a visit the practice marked attended (decision 069,
 * replacing the consultation request marked booked of decision 054); an amount above
 * its procedure's plausible ceiling is refused by the review form, and stored ones never reach a median.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { insertConsultation } from "~/dev/factories.server";
import { findProcedure } from "~/directory/procedures";
import { VISIT_PATIENT_ONLY } from "~/booking/visit-messages";
import { insertVisit } from "~/dev/visit-factory.server";
import { procedurePrices, providerPrices } from "~/procedures/reported-prices.server";
import { amountCeiling, amountTooHighFor } from "~/reviews/amount-bounds";
import type { ReviewView } from "~/reviews/reviews.server";
import { action as appointmentAction } from "~/routes/account/appointments.$appointmentId";
import { action as threadAction } from "~/routes/account/consultations.$requestId";
import { loader as providerLoader } from "~/routes/provider/_index";
import { action as reviewAction } from "~/routes/provider/reviews";
import { count, fetcherPost } from "../fixtures/actions";
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

/** A listing with its owner (aal2), and five patients whose past visits the owner marked attended (the practice alone). */
async function sockPuppets() {
  const id = `vc-${crypto.randomUUID().slice(0, 8)}`;
  await insertProviders([providerRow({ id, name: "Puppet Clinic", state: "TX" })]);
  const owner = await signedIn({ role: "provider", providerId: id, practiceRole: "owner" }, "aal2");
  const patients = [];
  for (let i = 1; i <= 5; i++) {
    const patient = await signedIn({ firstName: `Puppet${i}` });
    const visit = await insertVisit({ providerId: id, patientId: patient.user.id, attended: true, patientConfirmed: false });
    patients.push({ ...patient, appointmentId: visit.id });
  }
  return { id, owner, patients };
}

function went(cookie: string, appointmentId: string) {
  return fetcherPost(appointmentAction, `/appointments/${appointmentId}`, { intent: "went" }, { cookie, params: { appointmentId } });
}

describe("Verified patient needs the patient's own confirmation (finding 6; decision 069)", () => {
  it("five sock puppets marked attended by the owner get no badge until each confirms; $500,000 for Botox is refused", async () => {
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
    // Marked attended by the practice alone: no badge for anyone.
    expect(Object.values(await verifiedByName(id))).toEqual([false, false, false, false, false]);
    // Two patients confirm their visits: only theirs carry it.
    const [first, second, third] = patients;
    expect((await went(first!.cookie, first!.appointmentId)).status).toBe(303);
    expect((await went(second!.cookie, second!.appointmentId)).status).toBe(303);
    expect(await verifiedByName(id)).toEqual({ Puppet1: true, Puppet2: true, Puppet3: false, Puppet4: false, Puppet5: false });
    // The practice cannot confirm for a patient.
    const forged = await went(owner.cookie, third!.appointmentId);
    expect(forged.status).toBe(403);
    expect(messageOf(forged)).toBe(VISIT_PATIENT_ONLY);
    expect(await count("visit_confirmations", "appointment_id IN (SELECT id FROM appointments WHERE provider_id = ?)", id)).toBe(2);
  });

  it("a consultation request's thread no longer confirms visits: the old intent is refused and nothing changes", async () => {
    await insertProviders([providerRow({ id: "vc-p1" })]);
    const patient = await signedIn();
    const request = await insertConsultation({ providerId: "vc-p1", patientId: patient.user.id, visitConfirmed: false }, "booked");
    const refused = await thread(patient.cookie, request.id, "visited");
    expect(refused.status).toBe(400);
    expect(
      await env.DB.prepare("SELECT status, patient_confirmed_at FROM consultation_requests WHERE id = ?").bind(request.id).first(),
    ).toEqual({ status: "booked", patient_confirmed_at: null });
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
