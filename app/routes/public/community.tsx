import { useEffect, useState } from "react";
import { getUser } from "~/auth/guards.server";
import { data } from "react-router";
import { GroupJoinDialog } from "~/community/group-join-dialog";
import { readWaitlistDraft } from "~/community/waitlist-draft.server";
import { WaitlistDialog } from "~/community/waitlist-dialog";
import { WaitlistPanel } from "~/community/waitlist-panel";
import { useDropSearchParam } from "~/components/ui/drop-search-param";
import { ComingSoonBadge } from "~/components/ui/menu-item";
import { PageHero } from "~/components/ui/page-hero";
import { seoMeta } from "~/seo/meta";
import { waitlistSize } from "~/home/figures.server";
import type { Route } from "./+types/community";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Community",
    description:
      "Join the TruSelf community: real patients sharing honest experiences, recovery tips and questions about cosmetic procedures.",
    path: "/community",
  });

/** The community page mounts the waitlist (?waitlist=open) and the group-join dialog (?join=group). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await getUser(request);
  const url = new URL(request.url);
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  // What a no-JS waitlist post that the server refused sent (shown once).
  const { draft, clearHeader } = await readWaitlistDraft(request);
  const page = {
    // Counted in D1, shown only from 100 (decision 069): the forum is not open, so no members or conversations yet.
    waitlist: await waitlistSize(),
    waitlistOpen: url.searchParams.get("waitlist") === "open" && Boolean(user),
    groupOpen: url.searchParams.get("join") === "group",
    defaultName: name,
    waitlistDraft: user ? draft : null,
    group: {
      signedIn: Boolean(user),
      isDemo: user?.isDemo ?? false,
      accepted: Boolean(user?.groupTermsAcceptedAt),
      name,
      email: user?.email ?? "",
      userId: user?.id ?? null,
    },
  };
  return clearHeader ? data(page, { headers: { "Set-Cookie": clearHeader } }) : page;
}

export default function Community({ loaderData }: Route.ComponentProps) {
  const [groupOpen, setGroupOpen] = useState(loaderData.groupOpen);
  useEffect(() => setGroupOpen(loaderData.groupOpen), [loaderData.groupOpen]);
  const dropJoinParam = useDropSearchParam("join");
  return (
    <main>
      <PageHero eyebrow="Community" title="The TruSelf Community">
        <p>Real patients sharing honest experiences, recovery journeys and questions — moderated, supportive and free of sales pitches.</p>
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-12">
        {loaderData.waitlist !== null && (
          <p className="rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm" data-testid="waitlist-figure">
            <span className="block text-3xl font-bold text-brand-700">{loaderData.waitlist.toLocaleString("en-US")}</span>
            <span className="mt-1 block text-gray-600">people on the forum waitlist</span>
          </p>
        )}
        <section className="mt-12 rounded-2xl border border-gray-200 bg-white p-6 shadow-sm" aria-labelledby="forum-heading">
          <h2 id="forum-heading" className="flex items-center gap-3 text-2xl font-bold">
            Community Forum <ComingSoonBadge />
          </h2>
          <p className="mt-2 text-gray-600">Topic boards for every procedure, provider AMAs and recovery check-ins are on the way.</p>
        </section>
        <section id="waitlist" className="mt-8 scroll-mt-24 rounded-2xl bg-brand-50 p-8 shadow-sm" aria-labelledby="waitlist-heading">
          <h2 id="waitlist-heading" className="text-2xl font-bold">
            Join the waitlist
          </h2>
          <p className="mt-2 text-gray-700">Be first in when the forum opens. We'll let you know as soon as it does.</p>
          <div className="mt-6">
            <WaitlistDialog
              key={String(loaderData.waitlistOpen)}
              defaultName={loaderData.defaultName}
              draft={loaderData.waitlistDraft}
              initiallyOpen={loaderData.waitlistOpen}
              Panel={WaitlistPanel}
            />
          </div>
        </section>
        <section className="mt-8 rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
          <h2 className="text-2xl font-bold">Join our private Facebook group</h2>
          <p className="mt-2 text-gray-700">Talk with other patients today in our moderated group.</p>
          <a
            href="/community?join=group"
            onClick={(e) => {
              e.preventDefault();
              setGroupOpen(true);
            }}
            className="mt-6 inline-flex rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            data-testid="open-group-join"
          >
            Join the Group
          </a>
        </section>
      </div>
      {groupOpen && (
        <GroupJoinDialog
          initial={loaderData.group}
          onClose={() => {
            setGroupOpen(false);
            dropJoinParam();
          }}
          closeHref="/community"
        />
      )}
    </main>
  );
}
