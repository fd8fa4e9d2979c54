/**
 * Boroughs, neighbourhoods and regions people name instead of their city ("Manhattan", "in Queens",
 * "near Brickell", "the Bay Area"): the US place table (us-places.ts) knows them by their postal city,
 * or not at all, and a namesake elsewhere would win ("Manhattan" alone is Manhattan, KS there). Read
 * by places.server.ts' parseSearchPlace, the one reader of a typed place (the directory's place
 * field, /compare and TruGPT; decision 082). No Workers import, like us-places.ts.
 *
 * Each: how it reads back, the table's lookup for its point (a "City, ST" or a ZIP code at its
 * middle), and its city.
 */
import { splitPlace } from "../lib/us-states.ts";
import type { Place, UsPlaces } from "./us-places.ts";

export const NEIGHBOURHOODS: Record<string, [name: string, lookup: string, city: string]> = {
  manhattan: ["Manhattan", "New York, NY", "New York, NY"],
  midtown: ["Midtown Manhattan", "10036", "New York, NY"],
  "midtown manhattan": ["Midtown Manhattan", "10036", "New York, NY"],
  "upper east side": ["the Upper East Side", "10021", "New York, NY"],
  "upper west side": ["the Upper West Side", "10024", "New York, NY"],
  "lower east side": ["the Lower East Side", "10002", "New York, NY"],
  "east village": ["the East Village", "10009", "New York, NY"],
  "west village": ["the West Village", "10014", "New York, NY"],
  "greenwich village": ["Greenwich Village", "10014", "New York, NY"],
  soho: ["SoHo", "10012", "New York, NY"],
  tribeca: ["Tribeca", "10013", "New York, NY"],
  harlem: ["Harlem", "10027", "New York, NY"],
  "financial district": ["the Financial District", "10004", "New York, NY"],
  fidi: ["the Financial District", "10004", "New York, NY"],
  flatiron: ["Flatiron", "10010", "New York, NY"],
  gramercy: ["Gramercy", "10003", "New York, NY"],
  "hell s kitchen": ["Hell's Kitchen", "10019", "New York, NY"],
  "hells kitchen": ["Hell's Kitchen", "10019", "New York, NY"],
  queens: ["Queens", "11375", "New York, NY"],
  "long island city": ["Long Island City", "11101", "New York, NY"],
  "the bronx": ["the Bronx", "Bronx, NY", "New York, NY"],
  williamsburg: ["Williamsburg", "11211", "Brooklyn, NY"],
  "park slope": ["Park Slope", "11215", "Brooklyn, NY"],
  dumbo: ["Dumbo", "11201", "Brooklyn, NY"],
  bushwick: ["Bushwick", "11237", "Brooklyn, NY"],
  "downtown la": ["Downtown Los Angeles", "90012", "Los Angeles, CA"],
  dtla: ["Downtown Los Angeles", "90012", "Los Angeles, CA"],
  "silver lake": ["Silver Lake", "90026", "Los Angeles, CA"],
  "echo park": ["Echo Park", "90026", "Los Angeles, CA"],
  koreatown: ["Koreatown", "90010", "Los Angeles, CA"],
  ktown: ["Koreatown", "90010", "Los Angeles, CA"],
  "venice beach": ["Venice Beach", "90291", "Los Angeles, CA"],
  brickell: ["Brickell", "33131", "Miami, FL"],
  wynwood: ["Wynwood", "33127", "Miami, FL"],
  "little havana": ["Little Havana", "33135", "Miami, FL"],
  "south beach": ["South Beach", "33139", "Miami Beach, FL"],
  "downtown miami": ["Downtown Miami", "33131", "Miami, FL"],
  "the loop": ["the Loop", "60603", "Chicago, IL"],
  "river north": ["River North", "60654", "Chicago, IL"],
  "lincoln park": ["Lincoln Park", "60614", "Chicago, IL"],
  "wicker park": ["Wicker Park", "60622", "Chicago, IL"],
  "gold coast": ["the Gold Coast", "60610", "Chicago, IL"],
  streeterville: ["Streeterville", "60611", "Chicago, IL"],
  "logan square": ["Logan Square", "60647", "Chicago, IL"],
  soma: ["SoMa", "94103", "San Francisco, CA"],
  "mission district": ["the Mission District", "94110", "San Francisco, CA"],
  "pacific heights": ["Pacific Heights", "94115", "San Francisco, CA"],
  "river oaks": ["River Oaks", "77019", "Houston, TX"],
  "deep ellum": ["Deep Ellum", "75226", "Dallas, TX"],
  buckhead: ["Buckhead", "30305", "Atlanta, GA"],
  "midtown atlanta": ["Midtown Atlanta", "30308", "Atlanta, GA"],
  "back bay": ["Back Bay", "02116", "Boston, MA"],
  "beacon hill": ["Beacon Hill", "02108", "Boston, MA"],
  "dupont circle": ["Dupont Circle", "20036", "Washington, DC"],
  "the strip": ["the Las Vegas Strip", "89109", "Las Vegas, NV"],
  summerlin: ["Summerlin", "89135", "Las Vegas, NV"],
  // Regions named like places ("Long Island" alone is Long Island, KS in the table), at a middle town.
  "long island": ["Long Island", "11550", "Hempstead, NY"],
  "the hamptons": ["the Hamptons", "11968", "Southampton, NY"],
  hamptons: ["the Hamptons", "11968", "Southampton, NY"],
  westchester: ["Westchester", "10601", "White Plains, NY"],
  "bay area": ["the Bay Area", "San Francisco, CA", "San Francisco, CA"],
  "the bay area": ["the Bay Area", "San Francisco, CA", "San Francisco, CA"],
  "east bay": ["the East Bay", "Oakland, CA", "Oakland, CA"],
  "silicon valley": ["Silicon Valley", "San Jose, CA", "San Jose, CA"],
  "orange county": ["Orange County", "Santa Ana, CA", "Santa Ana, CA"],
  "inland empire": ["the Inland Empire", "Riverside, CA", "Riverside, CA"],
  "twin cities": ["the Twin Cities", "Minneapolis, MN", "Minneapolis, MN"],
  "the twin cities": ["the Twin Cities", "Minneapolis, MN", "Minneapolis, MN"],
  "south florida": ["South Florida", "Fort Lauderdale, FL", "Fort Lauderdale, FL"],
  dfw: ["Dallas-Fort Worth", "Dallas, TX", "Dallas, TX"],
};

/** Areas whose names are everyday words too: in free text (TruGPT), a place only after "in", "near"... */
const AREA_NEEDS_IN = new Set(["midtown", "soma", "dumbo", "the strip", "the loop", "gold coast", "flatiron"]);

/** The table's key for typed words: lower case, words only, "the" as the table spells it. */
function keyOf(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .replace(/^the (?=(?:upper|lower|east|west|financial|mission|loop|bronx|strip|gold)\b)/, "")
    .trim();
}

function entryOf(typed: string) {
  const key = keyOf(typed);
  return NEIGHBOURHOODS[key] ?? NEIGHBOURHOODS[`the ${key}`];
}

/** An entry at its point, read back with its city: "Manhattan (New York, NY)". */
function located(entry: [name: string, lookup: string, city: string], places: UsPlaces): Place | undefined {
  const [name, lookup, city] = entry;
  const parsed = places.parse(lookup);
  return parsed.ok ? { latitude: parsed.place.latitude, longitude: parsed.place.longitude, label: `${name} (${city})` } : undefined;
}

/**
 * A borough or neighbourhood typed ("manhattan", "The Upper East Side"), also with its city's state
 * ("Brickell, FL", "Queens, New York"; another state is not it: "Brickell, TX"). parseSearchPlace
 * asks the place table first, so a town of that name and state wins ("Manhattan, KS").
 */
export function neighbourhoodOf(typed: string, places: UsPlaces): Place | undefined {
  // The whole text first: "downtown la" and "south florida" end in a state's name too.
  const whole = entryOf(typed);
  if (whole) return located(whole, places);
  const { place, state } = splitPlace(typed);
  const found = state && place ? entryOf(place) : undefined;
  return found && splitPlace(found[2]).state?.code === state?.code ? located(found, places) : undefined;
}

/**
 * The first borough or neighbourhood named anywhere in free text ("Manhattan laser hair removal?"),
 * not those that are everyday words too (AREA_NEEDS_IN).
 */
export function neighbourhoodIn(text: string, places: UsPlaces): Place | undefined {
  const words = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ")} `;
  const key = Object.keys(NEIGHBOURHOODS).find((k) => !AREA_NEEDS_IN.has(k) && words.includes(` ${k} `));
  return key ? located(NEIGHBOURHOODS[key]!, places) : undefined;
}
