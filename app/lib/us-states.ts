/**
 * US states (and DC, Puerto Rico) by name and postal code, and the split of a typed place into the
 * part before a trailing state and that state: "Austin, Texas", "austin tx", "Texas" and "TX" all
 * name Texas. The directory's location filter matches the state by its name or its code, whichever
 * a listing wrote (app/directory/search.server.ts).
 */
export type UsState = { name: string; code: string };

export const US_STATES: readonly UsState[] = [
  ["Alabama", "AL"], ["Alaska", "AK"], ["Arizona", "AZ"], ["Arkansas", "AR"], ["California", "CA"], ["Colorado", "CO"],
  ["Connecticut", "CT"], ["Delaware", "DE"], ["District of Columbia", "DC"], ["Florida", "FL"], ["Georgia", "GA"],
  ["Hawaii", "HI"], ["Idaho", "ID"], ["Illinois", "IL"], ["Indiana", "IN"], ["Iowa", "IA"], ["Kansas", "KS"],
  ["Kentucky", "KY"], ["Louisiana", "LA"], ["Maine", "ME"], ["Maryland", "MD"], ["Massachusetts", "MA"], ["Michigan", "MI"],
  ["Minnesota", "MN"], ["Mississippi", "MS"], ["Missouri", "MO"], ["Montana", "MT"], ["Nebraska", "NE"], ["Nevada", "NV"],
  ["New Hampshire", "NH"], ["New Jersey", "NJ"], ["New Mexico", "NM"], ["New York", "NY"], ["North Carolina", "NC"],
  ["North Dakota", "ND"], ["Ohio", "OH"], ["Oklahoma", "OK"], ["Oregon", "OR"], ["Pennsylvania", "PA"], ["Puerto Rico", "PR"],
  ["Rhode Island", "RI"], ["South Carolina", "SC"], ["South Dakota", "SD"], ["Tennessee", "TN"], ["Texas", "TX"], ["Utah", "UT"],
  ["Vermont", "VT"], ["Virginia", "VA"], ["Washington", "WA"], ["West Virginia", "WV"], ["Wisconsin", "WI"], ["Wyoming", "WY"],
].map(([name, code]) => ({ name: name!, code: code! })); // prettier-ignore

const BY_WORDS = new Map<string, UsState>();
for (const state of US_STATES) {
  BY_WORDS.set(state.name.toLowerCase(), state);
  BY_WORDS.set(state.code.toLowerCase(), state);
}

/** Longest names first, so "West Virginia" is one state, not "West" and Virginia. */
const NAMES = [...US_STATES.map((s) => s.name), ...US_STATES.map((s) => s.code)]
  .sort((a, b) => b.length - a.length)
  .map((n) => n.replace(/ /g, "\\s+"));
/** A state name or code at the end of the text, after the start, a space or a comma ("D.C." style dots allowed). */
const TRAILING_STATE = new RegExp(`^(.*?)(?:^|[\\s,]+)(${NAMES.join("|")})\\.?$`, "iu");

/**
 * "Austin, Texas" -> { place: "Austin", state: Texas }; "TX" -> { place: "", state: Texas };
 * "Dallas" -> { place: "Dallas" }. Only a state at the end counts, so "Kansas City" and
 * "Virginia Beach" stay places.
 */
export function splitPlace(text: string): { place: string; state?: UsState } {
  // "D.C." reads as "DC".
  const trimmed = text.trim().replace(/(^|[\s,])([a-z])\.\s?([a-z])\.?$/iu, "$1$2$3");
  const match = TRAILING_STATE.exec(trimmed);
  const state = match && BY_WORDS.get(match[2]!.toLowerCase().replace(/\s+/g, " "));
  if (!match || !state) return { place: trimmed };
  return { place: match[1]!.replace(/[\s,]+$/u, "").trim(), state };
}

/** A place that is a state and nothing more ("Texas", "tx", "D.C."): the one place field filters by it (issue 48). */
export function stateNamed(text: string): UsState | undefined {
  const { place, state } = splitPlace(text);
  return state && !place ? state : undefined;
}
