import { desc } from "drizzle-orm";
import { notFound } from "~/lib/responses";
import { db } from "~/db/client.server";
import { emailOutbox } from "~/db/schema";
import { outboxVisible } from "~/email/sender.server";
import type { Route } from "./+types/dev.outbox";

export const meta: Route.MetaFunction = () => [{ title: "Outbox (development) | TruSelf" }, { name: "robots", content: "noindex" }];

const LINK = /https?:\/\/[^\s<>"']+/g;

/** The e-mails the app "sent" locally, newest first. Only in development and tests: a 404 elsewhere. */
export async function loader() {
  if (!outboxVisible()) notFound();
  const rows = await db().select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100).all();
  return {
    messages: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      kind: m.kind,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
      links: [...new Set(m.text.match(LINK) ?? [])],
      attachments: (m.attachments ?? []).map((a) => a.filename),
    })),
  };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Outbox</h1>
      <p className="mt-2 text-gray-600">
        E-mails the app sent in this development environment, newest first. This page does not exist in production.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-500">No messages yet.</p>
      ) : (
        <ul className="mt-8 space-y-4">
          {messages.map((m) => (
            <li
              key={m.id}
              className="rounded-xl border border-gray-200 p-4 shadow-sm"
              data-testid="outbox-message"
              data-to={m.to}
              data-kind={m.kind}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{m.subject}</p>
                <time dateTime={m.createdAt} className="text-xs text-gray-500">
                  {m.createdAt.replace("T", " ").slice(0, 19)} UTC
                </time>
              </div>
              <p className="text-sm text-gray-600">To: {m.to}</p>
              <ul className="mt-2 space-y-1">
                {m.links.map((link) => (
                  <li key={link}>
                    <a href={link} className="break-all text-sm font-semibold text-brand-600 hover:underline">
                      {link}
                    </a>
                  </li>
                ))}
              </ul>
              {m.attachments.length > 0 && (
                <p className="mt-2 text-sm text-gray-600" data-testid="outbox-attachments">
                  Attached: {m.attachments.join(", ")}
                </p>
              )}
              <details className="mt-2 text-sm">
                <summary className="cursor-pointer text-gray-500">Message text</summary>
                <pre className="mt-2 whitespace-pre-wrap font-sans text-gray-700">{m.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
