import { DurableObject } from "cloudflare:workers";
import { enterGate, leaveGate, type GateAnswer, type GateState } from "~/extraction/host-gate";

/**
 * One Durable Object per crawled host (named by host:port): the single place that decides when
 * the host may be fetched next, so the spacing holds across concurrent consumer invocations,
 * retries and Worker restarts (the state is in the object's storage).
 */
export class HostGate extends DurableObject<Env> {
  private async state(): Promise<GateState> {
    const stored = await this.ctx.storage.get<number | null>(["nextAt", "lastAt", "grantAt"]);
    return {
      nextAt: (stored.get("nextAt") as number | undefined) ?? 0,
      lastAt: (stored.get("lastAt") as number | undefined) ?? 0,
      grantAt: stored.get("grantAt") ?? null,
      robots: (await this.ctx.storage.get<GateState["robots"]>("robots")) ?? null,
    };
  }

  private async save(before: GateState, after: GateState) {
    if (after.nextAt !== before.nextAt || after.lastAt !== before.lastAt || after.grantAt !== before.grantAt)
      await this.ctx.storage.put({ nextAt: after.nextAt, lastAt: after.lastAt, grantAt: after.grantAt });
  }

  async enter(spacingMs: number, path: string, ticket?: number): Promise<GateAnswer> {
    const state = await this.state();
    const { answer, state: next } = enterGate(state, Date.now(), spacingMs, path, ticket);
    await this.save(state, next);
    return answer;
  }

  /** The fetch granted at `grantAt` is over: the host's spacing counts from now. */
  async leave(grantAt: number): Promise<void> {
    const state = await this.state();
    await this.save(state, leaveGate(state, Date.now(), grantAt));
  }

  async rememberRobots(text: string): Promise<void> {
    await this.ctx.storage.put("robots", { text, fetchedAt: Date.now() });
  }
}
