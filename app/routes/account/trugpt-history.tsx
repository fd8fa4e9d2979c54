import { useLoaderData } from "react-router";
import { requireUser } from "~/auth/guards.server";
import { listConversations } from "~/chat/conversations.server";
import { OpenTruGptLink } from "~/chat/open-trugpt-link";
import type { Route } from "./+types/trugpt-history";

export const meta: Route.MetaFunction = () => [{ title: "TruGPT History | TruSelf" }, { name: "robots", content: "noindex" }];

/** GET /trugpt-history: the signed-in user's conversations (the demo account's live in its browser). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { conversations: user.isDemo ? [] : await listConversations(user.id), isDemo: user.isDemo };
}

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export default function TruGptHistory() {
  const { conversations, isDemo } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">TruGPT History</h1>
      <p className="mt-2 text-gray-600">Your conversations with TruGPT, most recent first. Open one to continue it.</p>
      {conversations.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-gray-200 p-6 text-center">
          <p className="text-gray-700">
            {isDemo ? "The demo account keeps its conversations in this browser." : "You have no conversations yet."}
          </p>
          <OpenTruGptLink className="mt-4 inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
            Open TruGPT
          </OpenTruGptLink>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-gray-100 rounded-2xl border border-gray-200" data-testid="trugpt-history">
          {conversations.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-4 p-4">
              <div className="min-w-0">
                <p className="truncate font-semibold text-gray-900">{c.title}</p>
                <p className="text-sm text-gray-500">
                  <time dateTime={new Date(c.updatedAt).toISOString()}>{dateFormat.format(c.updatedAt)} UTC</time> · {c.messageCount}{" "}
                  message{c.messageCount === 1 ? "" : "s"}
                </p>
              </div>
              <OpenTruGptLink
                conversationId={c.id}
                className="shrink-0 rounded-full border border-brand-300 px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                label={`Open ${c.title}`}
              >
                Open
              </OpenTruGptLink>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
