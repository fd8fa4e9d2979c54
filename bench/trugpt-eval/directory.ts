/**
 * The directory the evaluation asks about, made with the dev factory (app/dev/factories.server.ts:
 * each provider geocoded from its ZIP code like an import). Laid out for the cases: Botox only in
 * Phoenix and Scottsdale (the audit's "Botox near Beverly Hills"), a Miami area at several
 * distances from downtown (distance order), Houston for the Spanish breast-augmentation question,
 * Beverly Hills and Los Angeles, New York, Chicago, Dallas, Seattle, and nutrition in Austin.
 * Names hold no procedure's name, so a name never counts as the answer naming a procedure.
 */
import type { ProviderSpec } from "~/dev/factory-specs";

const at = (city: string, state: string, zipCode: string) => ({ city, state, zipCode, location: `${city}, ${state}` });

export const EVAL_DIRECTORY: ProviderSpec[] = [
  // Arizona: the only Botox in the directory.
  {
    name: "Desert Bloom Aesthetics",
    ...at("Phoenix", "AZ", "85004"),
    specialties: ["Botox", "Dermal Fillers"],
    isVerified: true,
    rating: 4.8,
  },
  { name: "Camelback Skin Studio", ...at("Phoenix", "AZ", "85016"), specialties: ["Botox"], rating: 4.6 },
  { name: "Sonoran Face Clinic", ...at("Scottsdale", "AZ", "85251"), specialties: ["Botox", "CoolSculpting"], rating: 4.9 },
  // Miami area: downtown, Miami Beach, Coral Gables, Fort Lauderdale, Boca Raton.
  {
    name: "Biscayne Plastic Surgery",
    ...at("Miami", "FL", "33131"),
    specialties: ["Rhinoplasty", "Breast Augmentation", "Liposuction"],
    isVerified: true,
    rating: 4.7,
  },
  { name: "Brickell Contour Center", ...at("Miami", "FL", "33130"), specialties: ["Liposuction", "Brazilian Butt Lift"], rating: 4.4 },
  { name: "South Beach Sculpt", ...at("Miami Beach", "FL", "33139"), specialties: ["Liposuction", "Dermal Fillers"], rating: 4.9 },
  {
    name: "Gables Aesthetic Surgery",
    ...at("Coral Gables", "FL", "33134"),
    specialties: ["Liposuction", "Tummy Tuck", "Breast Augmentation"],
    rating: 4.5,
  },
  {
    name: "Las Olas Surgical Arts",
    ...at("Fort Lauderdale", "FL", "33301"),
    specialties: ["Liposuction", "Mommy Makeover"],
    isVerified: true,
    rating: 4.8,
  },
  { name: "Boca Body Institute", ...at("Boca Raton", "FL", "33432"), specialties: ["Liposuction", "Breast Reduction"], rating: 4.3 },
  // Houston.
  {
    name: "Bayou City Plastic Surgery",
    ...at("Houston", "TX", "77002"),
    specialties: ["Breast Augmentation", "Tummy Tuck"],
    isVerified: true,
    rating: 4.6,
  },
  { name: "Galleria Surgical Group", ...at("Houston", "TX", "77056"), specialties: ["Breast Augmentation", "Liposuction"], rating: 4.7 },
  // Los Angeles area.
  {
    name: "Rodeo Drive Surgical",
    ...at("Beverly Hills", "CA", "90210"),
    specialties: ["Rhinoplasty", "Facelift"],
    isVerified: true,
    rating: 4.9,
  },
  {
    name: "Canon Drive Plastic Surgery",
    ...at("Beverly Hills", "CA", "90212"),
    specialties: ["Facelift", "Breast Augmentation"],
    rating: 4.5,
  },
  { name: "Sunset Boulevard Aesthetics", ...at("Los Angeles", "CA", "90028"), specialties: ["Rhinoplasty", "CoolSculpting"], rating: 4.4 },
  { name: "Ocean Avenue Surgery", ...at("Santa Monica", "CA", "90401"), specialties: ["Rhinoplasty", "Thread Lift"], rating: 4.2 },
  // New York.
  {
    name: "Park Avenue Facial Surgery",
    ...at("New York", "NY", "10022"),
    specialties: ["Rhinoplasty", "Facelift", "Dermal Fillers"],
    isVerified: true,
    rating: 4.8,
  },
  { name: "Chelsea Skin Lab", ...at("New York", "NY", "10001"), specialties: ["Laser Hair Removal", "Chemical Peels"], rating: 4.5 },
  { name: "Brooklyn Heights Aesthetics", ...at("Brooklyn", "NY", "11201"), specialties: ["Dermal Fillers", "Microneedling"], rating: 4.6 },
  // Chicago.
  {
    name: "Lakeshore Body Clinic",
    ...at("Chicago", "IL", "60611"),
    specialties: ["CoolSculpting", "Tummy Tuck", "Mommy Makeover"],
    isVerified: true,
    rating: 4.7,
  },
  { name: "Wicker Park Skin", ...at("Chicago", "IL", "60622"), specialties: ["CoolSculpting", "IPL Photofacial"], rating: 4.3 },
  // Dallas.
  {
    name: "Uptown Dallas Dermatology",
    ...at("Dallas", "TX", "75201"),
    specialties: ["Chemical Peels", "Microneedling", "IPL Photofacial"],
    rating: 4.6,
  },
  // Seattle.
  { name: "Puget Sound Aesthetics", ...at("Seattle", "WA", "98101"), specialties: ["Thread Lift", "Laser Hair Removal"], rating: 4.5 },
  // Austin: nutrition.
  {
    name: "Barton Springs Nutrition",
    ...at("Austin", "TX", "78704"),
    type: "nutritionist",
    specialties: ["Nutrition Counseling"],
    rating: 4.9,
  },
];
