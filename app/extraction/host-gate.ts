/**
 * Per-host politeness (requirements 002 §9: 3 s between fetches): one Durable Object per host
 * (workers/host-gate.ts) holds when the host may next be fetched and its robots.txt. Every fetch
 * of the consumer, first attempts, retries, redirect hops and robots.txt itself, asks the host's
 * gate first; a refused caller is re-queued with a delay instead of sleeping
 * (docs/decisions/018-extraction-pipeline.md).
 */
import { robotsAllows } from "./crawler.server";

/** What a caller may do now. `robots`: the slot is yours, spend it on /robots.txt and report it. */
export type GateAnswer = { kind: "go" } | { kind: "robots" } | { kind: "wait"; ms: number } | { kind: "disallowed" };

export type GateState = { nextAt: number; robots: { text: string; fetchedAt: number } | null };

/** robots.txt is fetched again after a day. */
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;

/** Decides a caller's entry and the gate's next state; a granted slot moves `nextAt` by the spacing. */
export function enterGate(state: GateState, now: number, spacingMs: number, path: string): { answer: GateAnswer; state: GateState } {
  const robotsKnown = state.robots && now - state.robots.fetchedAt < ROBOTS_TTL_MS;
  if (robotsKnown && !robotsAllows(state.robots!.text, path)) return { answer: { kind: "disallowed" }, state };
  if (now < state.nextAt) return { answer: { kind: "wait", ms: state.nextAt - now }, state };
  return { answer: robotsKnown ? { kind: "go" } : { kind: "robots" }, state: { ...state, nextAt: now + spacingMs } };
}

/** The host a gate is named after: host and port, lower case (different ports are different servers). */
export function gateName(url: string): string {
  return new URL(url).host.toLowerCase();
}
