/**
 * The rewrite that makes a page's scripts load after its first paint (decision 021) is the same
 * however the renderer's stream is cut: a tag or the module script split across chunks.
 */
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "~/lib/scripts-after-paint.server";

const HTML = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/></head><body><p>a < b</p>',
  '<script nonce="abc">window.__reactRouterContext = {"a":"</p>"};</script>',
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";\n',
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");</script>',
  '<script nonce="abc">$RC("B:0","S:0")</script></body></html>',
].join("");

async function run(chunks: string[]) {
  const encoder = new TextEncoder();
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(input.pipeThrough(scriptsAfterPaint())).text();
}

describe("scripts after the first paint", () => {
  it("makes the preloads inert and runs the module's text through the loader, which takes the nonce from the page", async () => {
    const html = await run([HTML]);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="x-modulepreload" href="/assets/framework.js" nonce="abc"/>');
    const [, body] = /<script nonce="abc" type="module" async="">([\s\S]*?)<\/script>/.exec(html)!;
    expect(body).not.toMatch(/^import /m);
    expect(body).toContain("first-contentful-paint");
    expect(body).toContain(
      `(${JSON.stringify('import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client.js");')},"x-modulepreload")`,
    );
    expect(html).toContain('<script nonce="abc">$RC("B:0","S:0")</script></body></html>');
    expect(html).toContain('<p>a < b</p><script nonce="abc">window.__reactRouterContext = {"a":"</p>"};</script>');
  });

  it("gives the same page for every place the stream is cut", async () => {
    const whole = await run([HTML]);
    for (let cut = 1; cut < HTML.length; cut++) expect(await run([HTML.slice(0, cut), HTML.slice(cut)])).toBe(whole);
    expect(await run(HTML.split(""))).toBe(whole);
  });
});
