/** Where an imported provider comes from. */
export type IntakeSource = "csv" | "extraction" | "photo_tool";

/** Requirements 002 §9: imported providers default to these; web-extracted data has 5 years, CSV rows 10. */
export const INTAKE_DEFAULTS = {
  name: "Unknown Provider",
  city: "Unknown",
  state: "Unknown",
  specialties: ["Aesthetic Treatments"],
  title: "Medical Spa Provider",
  rating: 4.5,
  consultationFee: "$150",
  yearsExperience: { csv: 10, extraction: 5, photo_tool: 5 } satisfies Record<IntakeSource, number>,
} as const;

/** Why an import cannot become a listing (issue 45 items 1 and 2); tests check them word for word. */
export const INTAKE_MESSAGES = {
  duplicate: (name: string, location: string, id: string) => `Duplicate provider: ${name} already exists at ${location} (ID: ${id})`,
  noName: "A listing needs a name: add the provider's name.",
  noLocation: "A listing needs a location: add the provider's city and state.",
  noNameOrLocation: "A listing needs a name and a location: add the provider's name, city and state.",
} as const;

/** What a profile lacks to be listed: a real name and a place (the §9 "Unknown Provider · Unknown, Unknown" is never published). */
export function incompleteListing(profile: { name?: string; location?: string; city?: string }): string | undefined {
  const name = Boolean(profile.name?.trim()) && profile.name!.trim() !== INTAKE_DEFAULTS.name;
  const place = Boolean(profile.location?.trim() || profile.city?.trim());
  if (!name && !place) return INTAKE_MESSAGES.noNameOrLocation;
  if (!name) return INTAKE_MESSAGES.noName;
  if (!place) return INTAKE_MESSAGES.noLocation;
  return undefined;
}
