import { db } from "~/db/client.server";
import { leads } from "~/db/schema";
import { newId } from "~/lib/ids";
import type { LeadInput } from "./schemas";

export type PublicLeadSource = "lead_form" | "marketing";

export async function saveLead(input: LeadInput, source: PublicLeadSource) {
  const services = (input.services ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 50);
  await db()
    .insert(leads)
    .values({
      id: newId(),
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      providerType: input.providerType,
      practiceName: input.practiceName,
      city: input.city,
      state: input.state,
      zipCode: input.zipCode ?? null,
      specialty: input.specialty ?? null,
      services,
      website: input.website ?? null,
      notes: input.notes ?? null,
      status: "new",
      source,
    });
}
