/**
 * Per-host politeness (requirements 002 §9: 3 s between fetches): one Durable Object per host
 * (workers/host-gate.ts) holds when the host may next be fetched and its robots.txt. Every fetch
 * of the consumer, first attempts, retries, redirect hops and robots.txt itself, asks the host's
 * gate first; a refused caller is re-queued with a delay instead of sleeping
 * (docs/decisions/018-extraction-pipeline.md).
 */
import { robotsAllows } from "./crawler.server";

/**
 * What a caller may do now. `robots`: the slot is yours, spend it on /robots.txt and report it; come
 * back for the page at `ticket`. `wait`: come back after `ms` with `ticket`, the slot kept for you.
 */
export type GateAnswer =
  { kind: "go" } | { kind: "robots"; ticket: number } | { kind: "wait"; ms: number; ticket: number } | { kind: "disallowed" };

/** `lastAt`: the last fetch let through; `nextAt`: the first slot nobody holds a ticket for. */
export type GateState = { nextAt: number; lastAt: number; robots: { text: string; fetchedAt: number } | null };

/** robots.txt is fetched again after a day. */
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Decides a caller's entry and the gate's next state. A caller that must wait gets a ticket for the
 * next free slot (slots are `spacingMs` apart), so each message comes back once, when its slot is
 * due, instead of all of a host's messages retrying together for every slot. Whatever the tickets
 * say, nobody goes in less than `spacingMs` after the last one who did: a late ticket holder
 * pushes the following ones back, it never brings two fetches closer.
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
  const spaced = now >= state.lastAt + spacingMs;
  // Early with a slot that is still good: keep it.
  if (ticket !== undefined && now < ticket && ticket >= state.lastAt + spacingMs && ticket < state.nextAt)
    return { answer: { kind: "wait", ms: ticket - now, ticket }, state };
  const due = ticket !== undefined ? now >= ticket : now >= state.nextAt;
  if (spaced && due) {
    const nextAt = Math.max(state.nextAt, now + spacingMs);
    if (robotsKnown) return { answer: { kind: "go" }, state: { ...state, lastAt: now, nextAt } };
    // The robots.txt fetch takes this slot; the page gets the next one.
    const page = nextAt;
    return { answer: { kind: "robots", ticket: page }, state: { ...state, lastAt: now, nextAt: page + spacingMs } };
  }
  const slot = Math.max(state.nextAt, state.lastAt + spacingMs, now);
  return { answer: { kind: "wait", ms: Math.max(1, slot - now), ticket: slot }, state: { ...state, nextAt: slot + spacingMs } };
}
/** The host a gate is named after: host and port, lower case (different ports are different servers). */
export function gateName(url: string): string {
  return new URL(url).host.toLowerCase();
}
