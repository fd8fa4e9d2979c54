/** What a place search says when it cannot find the place (issue 36, item 4): exact texts, tested. */
export const PLACE_MESSAGES = {
  notAPlace: 'Enter a 5-digit ZIP code or a city and state, for example "33139" or "Miami Beach, FL".',
  unknownZip: (zip: string) => `We couldn't find the ZIP code ${zip}. Check it, or enter a city and state instead.`,
  unknownCity: (city: string, state: string) => `We couldn't find ${city}, ${state}. Check the spelling, or enter a ZIP code instead.`,
  /** The one place field (issue 48) when the words are no city, state or ZIP code it knows. */
  unknownPlace: (text: string) => `We couldn't find "${text}". Enter a ZIP code, a city ("Austin" or "Austin, TX") or a state ("Texas").`,
  /** Under a place search's count: "Within 25 miles of 33139 (Miami Beach, FL), nearest first". */
  within: (miles: number, place: string, nearestFirst: boolean) =>
    `Within ${miles} miles of ${place}${nearestFirst ? ", nearest first" : ""}`,
} as const;
