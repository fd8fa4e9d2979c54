/**
 * Per-host politeness (requirements 002 §9: 3 s between fetches): one Durable Object per host
 * (workers/host-gate.ts) holds when the host may next be fetched and its robots.txt. Every fetch
 * of the consumer, first attempts, retries, redirect hops and robots.txt itself, asks the host's
 * gate first; a refused caller is re-queued with a delay instead of sleeping
 * (docs/decisions/018-extraction-pipeline.md).
 */
import { FETCH_TIMEOUT_MS, robotsAllows } from "./crawler.server";

/**
 * What a caller may do now. `go`: fetch, then `leave` with `grantAt`. `robots`: the slot is yours,
 * spend it on /robots.txt, report it and leave; come back for the page at `ticket`. `wait`: come
 * back after `ms` with `ticket`, the slot kept for you.
 */
export type GateAnswer =
  | { kind: "go"; grantAt: number }
  | { kind: "robots"; ticket: number; grantAt: number }
  | { kind: "wait"; ms: number; ticket: number }
  | { kind: "disallowed" };

/**
 * `lastAt`: when the last fetch ended — while one is in flight (`grantAt` set), when it will have
 * ended at the latest (its grant plus the fetch timeout); `nextAt`: the first slot nobody holds a
 * ticket for.
 */
export type GateState = { nextAt: number; lastAt: number; grantAt: number | null; robots: { text: string; fetchedAt: number } | null };

/** robots.txt is fetched again after a day. */
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
/** A grant nobody left (its Worker died) holds the host this long: the crawler's own time limit. */
export const GRANT_HOLD_MS = FETCH_TIMEOUT_MS;

/**
 * Decides a caller's entry and the gate's next state. The spacing is counted from the end of the
 * previous fetch (reported by `leaveGate`), so however late a granted request leaves the Worker,
 * the host never sees two requests closer than the spacing: one request's arrival comes before its
 * end, the next one's after its grant. A caller that must wait gets a ticket for the next free slot
 * (slots are `spacingMs` apart), so each message comes back once, when its slot is due, instead of
 * all of a host's messages retrying together for every slot.
 */
export function enterGate(
  state: GateState,
  now: number,
  spacingMs: number,
  path: string,
  ticket?: number,
): { answer: GateAnswer; state: GateState } {
  const robotsKnown = state.robots && now - state.robots.fetchedAt < ROBOTS_TTL_MS;
  if (robotsKnown && !robotsAllows(state.robots!.text, path)) return { answer: { kind: "disallowed" }, state };
  if (spacingMs <= 0) return { answer: robotsKnown ? { kind: "go", grantAt: now } : { kind: "robots", ticket: now, grantAt: now }, state };
  const inFlight = state.grantAt !== null && now < state.lastAt;
  const spaced = !inFlight && now >= state.lastAt + spacingMs;
  // Early with a slot that is still held for it: keep it.
  if (ticket !== undefined && now < ticket && ticket < state.nextAt) return { answer: { kind: "wait", ms: ticket - now, ticket }, state };
  const due = ticket !== undefined ? now >= ticket : now >= state.nextAt;
  if (spaced && due) {
    const granted = { ...state, lastAt: now + GRANT_HOLD_MS, grantAt: now, nextAt: Math.max(state.nextAt, now + spacingMs) };
    if (robotsKnown) return { answer: { kind: "go", grantAt: now }, state: granted };
    // The robots.txt fetch takes this slot; the page gets the next one.
    const page = granted.nextAt;
    return { answer: { kind: "robots", ticket: page, grantAt: now }, state: { ...granted, nextAt: page + spacingMs } };
  }
  // A due ticket whose host is still busy keeps its turn.
  if (ticket !== undefined && due) {
    const ms = inFlight ? 1000 : state.lastAt + spacingMs - now;
    return { answer: { kind: "wait", ms: Math.max(1, ms), ticket }, state };
  }
  const slot = Math.max(state.nextAt, now, inFlight ? 0 : state.lastAt + spacingMs);
  return { answer: { kind: "wait", ms: Math.max(1, slot - now), ticket: slot }, state: { ...state, nextAt: slot + spacingMs } };
}

/** The granted fetch of `grantAt` ended at `now`: the spacing counts from here. */
export function leaveGate(state: GateState, now: number, grantAt: number): GateState {
  if (state.grantAt !== grantAt) return state;
  return { ...state, lastAt: Math.min(state.lastAt, now), grantAt: null };
}

/** The host a gate is named after: host and port, lower case (different ports are different servers). */
export function gateName(url: string): string {
  return new URL(url).host.toLowerCase();
}
