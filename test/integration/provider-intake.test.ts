import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { auditEntry, recentAdminActions } from "~/audit/audit-log.server";
import {
  approveIntake,
  approveIntakesTogether,
  intakeProviderId,
  intakeProviderRow,
  providerTypeFrom,
} from "~/imports/provider-intake.server";
import { count } from "../fixtures/actions";
import { createUser } from "../fixtures/users";

describe("provider intake (an approved import row becomes a provider and a lead)", () => {
  it("applies the defaults of requirements 002 §9 to a bare row", () => {
    const row = intakeProviderRow({ name: "" }, "csv-1", "csv");
    expect(row).toMatchObject({
      name: "Unknown Provider",
      city: "Unknown",
      state: "Unknown",
      location: "Unknown, Unknown",
      specialties: ["Aesthetic Treatments"],
      title: "Medical Spa Provider",
      type: "medspa",
      rating: 4.5,
      reviewCount: 0,
      isVerified: true,
      isFeatured: false,
      consultationFee: "$150",
      yearsExperience: 10,
      image: null,
    });
    expect(intakeProviderRow({ name: "X" }, "extraction-1", "extraction").yearsExperience).toBe(5);
  });

  it("splits a 'City, ST' location and maps free-text types", () => {
    expect(intakeProviderRow({ name: "Glow", location: "Miami, FL 33101" }, "csv-2", "csv")).toMatchObject({
      city: "Miami",
      state: "FL",
      location: "Miami, FL 33101",
    });
    expect(providerTypeFrom("Plastic Surgeon")).toBe("board-certified-plastic-surgeon");
    expect(providerTypeFrom("dermatologist")).toBe("dermatologist");
    expect(providerTypeFrom("Med Spa")).toBe("medspa");
    expect(providerTypeFrom("something else")).toBe("medspa");
  });

  it("creates the provider and an approved lead once, however often it is approved", async () => {
    const admin = await createUser({ role: "admin", email: "ops@truself.com" });
    const providerId = intakeProviderId("csv", "row-9");
    const profile = { name: "Glow Med Spa", location: "Austin, TX", email: "hi@glow.example", specialties: ["Botox"] };
    const audit = () =>
      auditEntry(admin, { action: "csv_row.approve", targetType: "provider", targetId: providerId, summary: "Approved Glow Med Spa" });
    const first = await approveIntake(profile, { providerId, source: "csv", alongside: [audit()] });
    const second = await approveIntake(profile, { providerId, source: "csv", alongside: [audit()] });
    expect(first).toEqual({ providerId: "csv-row-9", name: "Glow Med Spa", created: true, leadTracked: true });
    expect(second).toMatchObject({ created: false });
    expect(await count("providers", "id = ?", providerId)).toBe(1);
    expect(await count("leads", "provider_id = ? AND status = 'approved' AND source = 'csv_import'", providerId)).toBe(1);
    const actions = await recentAdminActions();
    expect(actions.map((a) => [a.actorEmail, a.action, a.summary])).toEqual([
      ["ops@truself.com", "csv_row.approve", "Approved Glow Med Spa"],
      ["ops@truself.com", "csv_row.approve", "Approved Glow Med Spa"],
    ]);
  });

  it("still creates the provider when the lead cannot be written, and says so", async () => {
    const providerId = intakeProviderId("extraction", "target-1");
    // The leads table refuses every insert, as a lead store that is down would.
    await env.DB.exec("CREATE TRIGGER refuse_leads BEFORE INSERT ON leads BEGIN SELECT RAISE(ABORT, 'leads offline'); END");
    try {
      const outcome = await approveIntake({ name: "Lumen Aesthetics", city: "Austin", state: "TX" }, { providerId, source: "extraction" });
      expect(outcome).toMatchObject({ created: true, leadTracked: false });
      expect(await count("providers", "id = ?", providerId)).toBe(1);
      expect(await count("leads")).toBe(0);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_leads");
    }
  });

  it("refuses a profile without a name or a place: no 'Unknown Provider · Unknown, Unknown' listing (issue 45 item 2)", async () => {
    const cases: [Parameters<typeof approveIntake>[0], string][] = [
      [{ name: "" }, "A listing needs a name and a location: add the provider's name, city and state."],
      [{ name: "Unknown Provider", city: "Austin", state: "TX" }, "A listing needs a name: add the provider's name."],
      [{ name: "Glow Med Spa" }, "A listing needs a location: add the provider's city and state."],
    ];
    for (const [i, [profile, message]] of cases.entries()) {
      const outcome = await approveIntake(profile, { providerId: intakeProviderId("photo_tool", `bare-${i}`), source: "photo_tool" });
      expect(outcome).toEqual({ refused: true, message });
    }
    expect(await count("providers")).toBe(0);
    expect(await count("leads")).toBe(0);
  });

  it("refuses a provider the directory has by the staging rule's name and location, whatever the source (issue 45 item 1)", async () => {
    const first = await approveIntake(
      { name: "Glow Med Spa", location: "Austin, TX", specialties: ["Botox"] },
      { providerId: intakeProviderId("csv", "row-1"), source: "csv" },
    );
    expect(first).toMatchObject({ created: true });
    // Case, accents and punctuation aside it is the same provider (duplicateKey).
    const again = await approveIntake(
      { name: "GLOW  Med-Spá", city: "Austin", state: "TX" },
      { providerId: intakeProviderId("extraction", "target-2"), source: "extraction" },
    );
    expect(again).toEqual({
      refused: true,
      message: "Duplicate provider: GLOW  Med-Spá already exists at Austin, TX (ID: csv-row-1)",
      duplicateOf: { id: "csv-row-1", name: "Glow Med Spa", location: "Austin, TX" },
    });
    const together = await approveIntakesTogether(
      [
        { profile: { name: "glow med spa", location: "Austin, TX" }, providerId: "csv-row-3" },
        { profile: { name: "Lumen", location: "Austin, TX" }, providerId: "csv-row-4" },
        { profile: { name: "LUMEN", location: "austin, tx" }, providerId: "csv-row-5" },
      ],
      "csv",
    );
    expect(together.map((o) => ("refused" in o ? o.message : o.providerId))).toEqual([
      "Duplicate provider: glow med spa already exists at Austin, TX (ID: csv-row-1)",
      "csv-row-4",
      "Duplicate provider: LUMEN already exists at Austin, TX (ID: csv-row-4)",
    ]);
    expect(await count("providers")).toBe(2);
    expect(await count("leads")).toBe(2);
  });
});
