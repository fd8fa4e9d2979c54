/**
 * A local stand-in for a third-party OpenAI-compatible model (plain Node HTTP, started by the
 * evaluation's global setup): POST /v1/chat/completions streams, as SSE, a reply written from the
 * facts of TruGPT's system prompt: the emergency guidance alone when the prompt gives it; the
 * price, recovery or risks line for the kind of question, the listed providers and the closing
 * disclaimer for a procedure; one short scope sentence otherwise. Like a real model it also names
 * one provider the prompt never listed, so the engine's provider check has something to catch.
 * It writes English whatever the prompt asks: it is a stub, not a model.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

export const INVENTED_PROVIDER = "Glamour Invented Clinic";

type ChatRequest = { model: string; messages: { role: string; content: string }[] };

/** The stub's whole reply to a chat request. */
export function stubReply(request: ChatRequest): string {
  const system = request.messages.find((m) => m.role === "system")?.content ?? "";
  const line = (prefix: string) =>
    system
      .split("\n")
      .find((l) => l.startsWith(prefix))
      ?.slice(prefix.length)
      .trim();
  const emergency = /emergency[^"\n]*"([^"]+)"/.exec(system)?.[1];
  if (emergency) return emergency;
  const disclaimer = /End every answer about a treatment with: "([^"]+)"/.exec(system)?.[1] ?? "";
  const kind = /The kind of question: (\w+)/.exec(system)?.[1] ?? "overview";
  const procedure = line("Procedure:");
  const providers = system.split("\n").filter((l) => /^- .+, .+/.test(l) && !l.includes('"'));
  const name = procedure?.split(".")[0];
  if (!procedure || !name) {
    if (kind === "nutrition") return `Eat enough protein, plenty of vegetables and fruit, and drink water while you heal.\n\n${disclaimer}`;
    return "I can help with cosmetic procedures, their recovery and nutrition, and finding a provider in the TruSelf directory.";
  }
  const facts: Record<string, string | undefined> = {
    cost: `${name} typically costs ${line("Typical US price:")?.replace(/\.$/, "")}.`,
    recovery: `Recovery after ${name}: ${line("Recovery:")}`,
    risks: `Risks of ${name}: ${line("Risks:")}`,
    candidacy: `Good candidates for ${name}: ${line("Good candidates:")}`,
  };
  const body = facts[kind] ?? `${procedure} It typically costs ${line("Typical US price:")}`;
  const place = line("Place asked about:");
  const listed = providers.length
    ? [
        `Providers${place ? ` for ${place.replace(/\.$/, "")}` : ""}:`,
        ...providers,
        `- ${INVENTED_PROVIDER}, ${place?.replace(/\.$/, "") || "Springfield, IL"}`,
      ].join("\n")
    : "";
  return [body, listed, disclaimer].filter(Boolean).join("\n\n");
}

async function readBody(req: IncomingMessage): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of req) parts.push(part as Buffer);
  return Buffer.concat(parts).toString("utf8");
}

const event = (data: unknown) => `data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`;
const chunk = (model: string, delta: { content?: string }, finish: string | null = null) => ({
  id: "eval-stub",
  object: "chat.completion.chunk",
  created: 1,
  model,
  choices: [{ index: 0, delta, finish_reason: finish }],
});

export function startModelStub(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) return res.writeHead(404).end("not found");
      const request = JSON.parse(await readBody(req)) as ChatRequest;
      res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      for (const piece of stubReply(request).match(/\S+\s*|\s+/g) ?? []) res.write(event(chunk(request.model, { content: piece })));
      res.write(event(chunk(request.model, {}, "stop")));
      res.end(event("[DONE]"));
    })().catch((error: unknown) => res.writeHead(500).end(String(error)));
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
