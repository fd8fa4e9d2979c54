/**
 * The built-in sample directory (requirements 000: about 30 providers). Fictional practices; every
 * phone number uses the reserved 555-01xx range and every website the .example TLD.
 */
import type { NewProvider, ProviderType } from "../../app/db/schema.ts";
import { PROCEDURES } from "../../app/directory/procedures.ts";
import { invariant } from "../../app/lib/invariant.ts";
import { coordinatesOf, type UsPlaces } from "../../app/geo/us-places.ts";

type Row = {
  id: string;
  name: string;
  title: string;
  type: ProviderType;
  city: string;
  state: string;
  zip: string;
  specialties: string[];
  rating: number;
  reviewCount: number;
  featured?: boolean;
  verified?: boolean;
  featuredRank?: number;
  username?: string;
  school?: string;
};

const ROWS: Row[] = [
  {
    id: "1",
    name: "Dr. Olivia Carter",
    title: "Board-Certified Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "Beverly Hills",
    state: "CA",
    zip: "90210",
    specialties: ["Breast Augmentation", "Rhinoplasty", "Facelift", "Mommy Makeover"],
    rating: 4.9,
    reviewCount: 312,
    featured: true,
    school: "Stanford University School of Medicine",
  },
  {
    id: "2",
    name: "Dr. Marcus Reed",
    title: "Board-Certified Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "Miami",
    state: "FL",
    zip: "33131",
    specialties: ["Brazilian Butt Lift", "Liposuction", "Tummy Tuck", "Mommy Makeover"],
    rating: 4.8,
    reviewCount: 268,
    featured: true,
    school: "University of Miami Miller School of Medicine",
  },
  {
    id: "3",
    name: "Dr. Layla Hassan",
    title: "Physician Nutrition Specialist",
    type: "nutritionist",
    city: "Austin",
    state: "TX",
    zip: "78701",
    specialties: ["Nutrition Counseling", "Wellness Coaching", "Post-Surgery Recovery"],
    rating: 4.9,
    reviewCount: 187,
    featured: true,
    featuredRank: 1,
    username: "drlaylahassan",
    school: "Baylor College of Medicine",
  },
  {
    id: "4",
    name: "Dr. Ethan Brooks",
    title: "Facial Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "New York",
    state: "NY",
    zip: "10065",
    specialties: ["Rhinoplasty", "Facelift", "Thread Lift"],
    rating: 4.7,
    reviewCount: 198,
    school: "Columbia University Vagelos College of Physicians and Surgeons",
  },
  {
    id: "5",
    name: "Dr. Priya Natarajan",
    title: "Board-Certified Dermatologist",
    type: "dermatologist",
    city: "Chicago",
    state: "IL",
    zip: "60611",
    specialties: ["Botox", "Dermal Fillers", "Chemical Peels", "Laser Hair Removal"],
    rating: 4.8,
    reviewCount: 241,
    featured: true,
    school: "Northwestern University Feinberg School of Medicine",
  },
  {
    id: "6",
    name: "Glow Aesthetics Med Spa",
    title: "Medical Spa",
    type: "medspa",
    city: "Scottsdale",
    state: "AZ",
    zip: "85251",
    specialties: ["Botox", "Dermal Fillers", "Microneedling", "IPL Photofacial"],
    rating: 4.6,
    reviewCount: 154,
  },
  {
    id: "7",
    name: "Dr. Sofia Alvarez",
    title: "Cosmetic Surgeon",
    type: "cosmetic-surgeon",
    city: "Houston",
    state: "TX",
    zip: "77030",
    specialties: ["Liposuction", "Breast Augmentation", "Tummy Tuck"],
    rating: 4.5,
    reviewCount: 122,
    school: "University of Texas Medical Branch",
  },
  {
    id: "8",
    name: "Dr. James Whitfield",
    title: "Bariatric Surgeon",
    type: "bariatric-surgeon",
    city: "Atlanta",
    state: "GA",
    zip: "30309",
    specialties: ["Body Contouring", "Tummy Tuck", "Nutrition Counseling"],
    rating: 4.4,
    reviewCount: 89,
    school: "Emory University School of Medicine",
  },
  {
    id: "9",
    name: "Radiance Skin & Laser",
    title: "Medical Spa",
    type: "medspa",
    city: "San Diego",
    state: "CA",
    zip: "92101",
    specialties: ["Laser Hair Removal", "CoolSculpting", "Chemical Peels"],
    rating: 4.7,
    reviewCount: 203,
    featured: true,
  },
  {
    id: "10",
    name: "Hannah Kim, RN",
    title: "Aesthetic Nurse Injector",
    type: "aesthetic-nurse",
    city: "Seattle",
    state: "WA",
    zip: "98101",
    specialties: ["Botox", "Dermal Fillers", "Thread Lift"],
    rating: 4.8,
    reviewCount: 96,
    school: "University of Washington School of Nursing",
  },
  {
    id: "11",
    name: "Serenity Wellness Center",
    title: "Integrative Wellness Center",
    type: "wellness-center",
    city: "Denver",
    state: "CO",
    zip: "80202",
    specialties: ["Wellness Coaching", "Nutrition Counseling", "IPL Photofacial"],
    rating: 4.3,
    reviewCount: 64,
  },
  {
    id: "mia-thompson",
    name: "Mia Thompson, RDN",
    title: "Registered Dietitian Nutritionist",
    type: "nutritionist",
    city: "Nashville",
    state: "TN",
    zip: "37203",
    specialties: ["Nutrition Counseling", "Wellness Coaching"],
    rating: 4.9,
    reviewCount: 142,
    featured: true,
    featuredRank: 2,
    username: "miathompson",
    school: "Vanderbilt University",
  },
  {
    id: "13",
    name: "Jordan Ellis",
    title: "Certified Health Coach",
    type: "health-coach",
    city: "Portland",
    state: "OR",
    zip: "97205",
    specialties: ["Wellness Coaching", "Nutrition Counseling"],
    rating: 4.6,
    reviewCount: 51,
    verified: false,
  },
  {
    id: "14",
    name: "Haven Recovery Suites",
    title: "Post-Surgery Recovery Home",
    type: "recovery-homes-aftercare",
    city: "Miami",
    state: "FL",
    zip: "33133",
    specialties: ["Post-Surgery Recovery", "Wellness Coaching"],
    rating: 4.7,
    reviewCount: 77,
  },
  {
    id: "15",
    name: "Dr. Benjamin Cho",
    title: "Board-Certified Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "San Francisco",
    state: "CA",
    zip: "94115",
    specialties: ["Breast Reduction", "Breast Augmentation", "Liposuction"],
    rating: 4.8,
    reviewCount: 176,
    school: "UCSF School of Medicine",
  },
  {
    id: "16",
    name: "Dr. Amara Okafor",
    title: "Board-Certified Dermatologist",
    type: "dermatologist",
    city: "Washington",
    state: "DC",
    zip: "20007",
    specialties: ["Chemical Peels", "Microneedling", "Botox"],
    rating: 4.9,
    reviewCount: 233,
    school: "Howard University College of Medicine",
  },
  {
    id: "17",
    name: "Luxe Body Studio",
    title: "Medical Spa",
    type: "medspa",
    city: "Las Vegas",
    state: "NV",
    zip: "89109",
    specialties: ["CoolSculpting", "Body Contouring", "Laser Hair Removal"],
    rating: 4.2,
    reviewCount: 58,
    verified: false,
  },
  {
    id: "18",
    name: "Dr. Nathan Greene",
    title: "Cosmetic Surgeon",
    type: "cosmetic-surgeon",
    city: "Dallas",
    state: "TX",
    zip: "75201",
    specialties: ["Facelift", "Thread Lift", "Rhinoplasty"],
    rating: 4.6,
    reviewCount: 110,
    school: "UT Southwestern Medical School",
  },
  {
    id: "19",
    name: "Dr. Rachel Stein",
    title: "Board-Certified Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "Boston",
    state: "MA",
    zip: "02116",
    specialties: ["Mommy Makeover", "Tummy Tuck", "Breast Augmentation"],
    rating: 4.7,
    reviewCount: 164,
    school: "Harvard Medical School",
  },
  {
    id: "20",
    name: "Camila Reyes, NP",
    title: "Aesthetic Nurse Practitioner",
    type: "aesthetic-nurse",
    city: "Phoenix",
    state: "AZ",
    zip: "85016",
    specialties: ["Dermal Fillers", "Botox", "Microneedling"],
    rating: 4.5,
    reviewCount: 72,
  },
  {
    id: "21",
    name: "Pure Balance Wellness",
    title: "Wellness Center",
    type: "wellness-center",
    city: "Charlotte",
    state: "NC",
    zip: "28202",
    specialties: ["Wellness Coaching", "Nutrition Counseling"],
    rating: 4.1,
    reviewCount: 33,
    verified: false,
  },
  {
    id: "22",
    name: "Dr. Victor Lange",
    title: "Board-Certified Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "Los Angeles",
    state: "CA",
    zip: "90048",
    specialties: ["Rhinoplasty", "Brazilian Butt Lift", "Liposuction"],
    rating: 4.6,
    reviewCount: 289,
    school: "UCLA David Geffen School of Medicine",
  },
  {
    id: "23",
    name: "Evergreen Aftercare",
    title: "Recovery Home & Aftercare Nursing",
    type: "recovery-homes-aftercare",
    city: "Beverly Hills",
    state: "CA",
    zip: "90211",
    specialties: ["Post-Surgery Recovery"],
    rating: 4.8,
    reviewCount: 48,
  },
  {
    id: "24",
    name: "Dr. Grace Liu",
    title: "Board-Certified Dermatologist",
    type: "dermatologist",
    city: "Irvine",
    state: "CA",
    zip: "92618",
    specialties: ["IPL Photofacial", "Laser Hair Removal", "Dermal Fillers"],
    rating: 4.7,
    reviewCount: 139,
    school: "UC Irvine School of Medicine",
  },
  {
    id: "25",
    name: "Bloom Medical Aesthetics",
    title: "Medical Spa",
    type: "medspa",
    city: "Orlando",
    state: "FL",
    zip: "32801",
    specialties: ["Botox", "Dermal Fillers", "CoolSculpting", "Chemical Peels"],
    rating: 4.4,
    reviewCount: 92,
  },
  {
    id: "26",
    name: "Dr. Samuel Ortiz",
    title: "Bariatric & Body Contouring Surgeon",
    type: "bariatric-surgeon",
    city: "San Antonio",
    state: "TX",
    zip: "78229",
    specialties: ["Body Contouring", "Liposuction", "Tummy Tuck"],
    rating: 4.5,
    reviewCount: 67,
    school: "UT Health San Antonio",
  },
  {
    id: "27",
    name: "Taylor Morgan",
    title: "Certified Health & Wellness Coach",
    type: "health-coach",
    city: "Minneapolis",
    state: "MN",
    zip: "55401",
    specialties: ["Wellness Coaching"],
    rating: 4.0,
    reviewCount: 19,
    verified: false,
  },
  {
    id: "28",
    name: "Dr. Elena Petrova",
    title: "Cosmetic Surgeon",
    type: "cosmetic-surgeon",
    city: "Philadelphia",
    state: "PA",
    zip: "19103",
    specialties: ["Breast Augmentation", "Breast Reduction", "Facelift"],
    rating: 4.3,
    reviewCount: 84,
  },
  {
    id: "29",
    name: "Aurora Nutrition Clinic",
    title: "Nutrition & Metabolic Health Clinic",
    type: "nutritionist",
    city: "Salt Lake City",
    state: "UT",
    zip: "84111",
    specialties: ["Nutrition Counseling", "Wellness Coaching"],
    rating: 4.6,
    reviewCount: 45,
  },
  {
    id: "30",
    name: "Dr. William Hayes",
    title: "Board-Certified Plastic Surgeon",
    type: "board-certified-plastic-surgeon",
    city: "Nashville",
    state: "TN",
    zip: "37215",
    specialties: ["Mommy Makeover", "Liposuction", "Breast Augmentation", "Tummy Tuck"],
    rating: 4.9,
    reviewCount: 221,
    featured: true,
    school: "Vanderbilt University School of Medicine",
  },
];

const TYPE_CREDENTIALS: Record<string, { board: string[]; credentials: string }> = {
  "board-certified-plastic-surgeon": {
    board: ["American Board of Plastic Surgery"],
    credentials: "MD, FACS — Member, American Society of Plastic Surgeons",
  },
  "cosmetic-surgeon": { board: ["American Board of Cosmetic Surgery"], credentials: "MD — Fellow, American Academy of Cosmetic Surgery" },
  "bariatric-surgeon": {
    board: ["American Board of Surgery"],
    credentials: "MD, FACS — Member, American Society for Metabolic and Bariatric Surgery",
  },
  dermatologist: { board: ["American Board of Dermatology"], credentials: "MD, FAAD — Fellow, American Academy of Dermatology" },
  medspa: { board: ["Medical Aesthetics"], credentials: "Physician-supervised medical spa, licensed injectors" },
  "aesthetic-nurse": {
    board: ["Certified Aesthetic Nurse Specialist (CANS)"],
    credentials: "RN / NP — Plastic Surgical Nursing Certification Board",
  },
  "wellness-center": { board: ["Integrative Health Accreditation"], credentials: "Team of physicians, dietitians and certified coaches" },
  nutritionist: { board: ["Commission on Dietetic Registration"], credentials: "Registered Dietitian Nutritionist (RDN)" },
  "health-coach": { board: ["National Board for Health & Wellness Coaching"], credentials: "NBC-HWC certified coach" },
  "recovery-homes-aftercare": { board: ["State-licensed residential care"], credentials: "24/7 licensed nursing staff" },
};

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "")
    .slice(0, 24);
}

function priceFor(specialty: string): string {
  const p = PROCEDURES.find((x) => specialty.toLowerCase().includes(x.match.toLowerCase()));
  return p?.priceRange ?? "Contact for pricing";
}

/** The built-in directory, each provider geocoded with `places` (the seed's table from disk, a test's from the Worker's assets). */
export function seedProviders(places: UsPlaces): NewProvider[] {
  return ROWS.map((r, i) => {
    const cred = TYPE_CREDENTIALS[r.type];
    invariant(cred, `credentials for ${r.type}`);
    const years = 6 + ((i * 7) % 19);
    const handle = slugify(r.name.replace(/^Dr\.\s*/, "dr "));
    const isPerson = r.name.startsWith("Dr.") || /,|^[A-Z][a-z]+ [A-Z][a-z]+$/.test(r.name);
    const pricing: Record<string, string> = { Consultation: i % 3 === 0 ? "Free" : `$${100 + (i % 4) * 50}` };
    for (const s of r.specialties) pricing[s] = priceFor(s);
    return {
      id: r.id,
      name: r.name,
      title: r.title,
      type: r.type,
      location: `${r.city}, ${r.state}`,
      city: r.city,
      state: r.state,
      zipCode: r.zip,
      ...coordinatesOf(places.geocode({ zipCode: r.zip, city: r.city, state: r.state })),
      rating: r.rating,
      reviewCount: r.reviewCount,
      isVerified: r.verified ?? true,
      isFeatured: r.featured ?? false,
      featuredRank: r.featuredRank ?? null,
      image: `/lovable-uploads/providers/provider-${r.id}.svg`,
      specialties: r.specialties,
      bio: `${r.name} is a ${r.title.toLowerCase()} in ${r.city}, ${r.state}, focused on ${r.specialties
        .slice(0, 3)
        .join(", ")
        .toLowerCase()}. ${isPerson ? "Patients" : "Clients"} value honest consultations, clear pricing and natural-looking results, with ${years} years of experience and a personal plan for every ${isPerson ? "patient" : "client"}.`,
      experience: `${years}+ years of experience`,
      yearsExperience: years,
      education: r.school
        ? [`${r.school}`, i % 2 === 0 ? "Residency, University Medical Center" : "Fellowship in Aesthetic Medicine"]
        : ["Certified training programme in medical aesthetics"],
      certifications: cred.board,
      boardCertifications: cred.board,
      credentials: cred.credentials,
      pricing,
      website: `https://www.${handle}.example`,
      socialMedia: {
        instagram: `https://instagram.com/${handle}`,
        ...(i % 2 === 0 ? { facebook: `https://facebook.com/${handle}` } : {}),
        ...(i % 3 === 0 ? { tiktok: `https://tiktok.com/@${handle}` } : {}),
        ...(i % 4 === 0 ? { x: `https://x.com/${handle}` } : {}),
        ...(i % 5 === 0 ? { linkedin: `https://linkedin.com/in/${handle}` } : {}),
      },
      practiceName:
        isPerson && r.name.startsWith("Dr.")
          ? `${r.name
              .replace(/^Dr\.\s*/, "")
              .split(" ")
              .pop()} Aesthetic Institute`
          : r.name,
      practiceAddress: `${100 + i * 37} ${["Wilshire Blvd", "Main St", "Ocean Dr", "Park Ave", "Elm St"][i % 5]}, ${r.city}, ${r.state} ${r.zip}`,
      practicePhone: `(555) 555-01${String(i).padStart(2, "0")}`,
      practiceEmail: `hello@${handle}.example`,
      consultationFee: pricing.Consultation,
      servicesOffered: r.specialties,
      linkInBioUsername: r.username ?? null,
      source: "seed",
    } satisfies NewProvider;
  });
}
