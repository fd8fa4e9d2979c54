import { DurableObject } from "cloudflare:workers";
import { enterGate, type GateAnswer, type GateState } from "~/extraction/host-gate";

/**
 * One Durable Object per crawled host (named by host:port): the single place that decides when
 * the host may be fetched next, so the spacing holds across concurrent consumer invocations,
 * retries and Worker restarts (the state is in the object's storage).
 */
export class HostGate extends DurableObject<Env> {
  async enter(spacingMs: number, path: string): Promise<GateAnswer> {
    const state: GateState = {
      nextAt: (await this.ctx.storage.get<number>("nextAt")) ?? 0,
      robots: (await this.ctx.storage.get<GateState["robots"]>("robots")) ?? null,
    };
    const { answer, state: next } = enterGate(state, Date.now(), spacingMs, path);
    if (next.nextAt !== state.nextAt) await this.ctx.storage.put("nextAt", next.nextAt);
    return answer;
  }

  async rememberRobots(text: string): Promise<void> {
    await this.ctx.storage.put("robots", { text, fetchedAt: Date.now() });
  }
}
