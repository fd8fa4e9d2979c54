import { useState } from "react";
import { getUser } from "~/auth/guards.server";
import { GroupJoinDialog } from "~/community/group-join-dialog";
import { WaitlistDialog } from "~/community/waitlist-dialog";
import type { Route } from "./+types/community";

export const meta: Route.MetaFunction = () => [
  { title: "Community | TruSelf" },
  { name: "description", content: "Join the TruSelf patient community: real stories, honest answers and support from people who have been there." },
];

/** A minimal /community page that mounts the waitlist and group-join dialogs (the full info page lives on the pages branch). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const url = new URL(request.url);
  return {
    waitlistOpen: url.searchParams.get("waitlist") === "open" && Boolean(user),
    groupOpen: url.searchParams.get("join") === "group",
    defaultName: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    group: {
      signedIn: Boolean(user), isDemo: user?.isDemo ?? false, accepted: Boolean(user?.groupTermsAcceptedAt), name: user ? `${user.firstName} ${user.lastName}`.trim() : "",
      email: user?.email ?? "", userId: user?.id ?? null,
    },
  };
}

export default function Community({ loaderData }: Route.ComponentProps) {
  const [groupOpen, setGroupOpen] = useState(loaderData.groupOpen);
  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-4xl font-bold tracking-tight">The TruSelf Community</h1>
      <p className="mt-4 text-lg text-gray-600">A private space for patients to share experiences, ask questions and support each other.</p>
      <section id="waitlist" className="mt-10 scroll-mt-24 rounded-2xl bg-brand-50 p-8">
        <h2 className="text-2xl font-bold">Our community forum is coming soon</h2>
        <p className="mt-2 text-gray-700">Join the waitlist and we'll let you know as soon as it opens.</p>
        <div className="mt-6">
          <WaitlistDialog key={String(loaderData.waitlistOpen)} defaultName={loaderData.defaultName} initiallyOpen={loaderData.waitlistOpen} />
        </div>
      </section>
      <section className="mt-8 rounded-2xl border border-gray-200 p-8">
        <h2 className="text-2xl font-bold">Join our private Facebook group</h2>
        <p className="mt-2 text-gray-700">Talk with other patients today in our moderated group.</p>
        <a href="/community?join=group" onClick={(e) => { e.preventDefault(); setGroupOpen(true); }} className="mt-6 inline-flex rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50" data-testid="open-group-join">
          Join the Group
        </a>
      </section>
      {groupOpen && <GroupJoinDialog initial={loaderData.group} onClose={() => setGroupOpen(false)} closeHref="/community" />}
    </main>
  );
}
