import { AdminTab, ProviderIdForm, Pager } from "~/admin/admin-ui";
import { requireRole } from "~/auth/guards.server";
import { ChangeList } from "~/practice/listing-change-list";
import { CHANGES_PAGE_SIZE, listingChangeLog } from "~/practice/listing-edits.server";
import type { Route } from "./+types/listing-changes";

export const meta: Route.MetaFunction = () => [
  { title: "Listing changes | Admin Console | TruSelf" },
  { name: "robots", content: "noindex" },
];

/** Every change practices made to their listings (issue 34), newest first; ?provider={id} shows one listing's. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const provider = url.searchParams.get("provider")?.trim().slice(0, 200) || "";
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const log = await listingChangeLog({ providerId: provider || undefined, page, limit: CHANGES_PAGE_SIZE });
  return { provider, ...log };
}

export default function AdminListingChanges({ loaderData }: Route.ComponentProps) {
  const { provider, page, totalPages, changes } = loaderData;
  return (
    <AdminTab id="listing-changes-heading" title="Listing changes">
      <p className="text-gray-600">What practices changed on their own listings, newest first, with who and when.</p>
      <ProviderIdForm value={provider} submit="Filter" />
      <div className="rounded-2xl border border-gray-200 bg-white px-4">
        <ChangeList changes={changes} showProvider />
      </div>
      <Pager page={page} totalPages={totalPages} />
    </AdminTab>
  );
}
