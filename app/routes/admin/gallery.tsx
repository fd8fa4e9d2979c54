import { AdminTab, ProviderIdForm } from "~/admin/admin-ui";
import { Link } from "react-router";
import { requireRole } from "~/auth/guards.server";
import { fail, formActions } from "~/http/action.server";
import { NO_SETS_YET, PROVIDER_REQUIRED, PROVIDER_UNKNOWN } from "~/gallery/gallery-messages";
import { deleteSetAction, publishSetAction, type Manager } from "~/http/gallery-set-actions.server";
import { GallerySetForm, ManagedSets, setRepliesOf } from "~/gallery/set-form";
import { galleryProvider, latestSets, setsOf } from "~/gallery/gallery.server";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = () => [
  { title: "Before & After | Admin Console | TruSelf" },
  { name: "robots", content: "noindex" },
];

const PAGE = "/admin/gallery";

const ADMIN: Manager = {
  who: "admin",
  page: PAGE,
  async listingFor(_user, value) {
    if (!value.providerId) return fail(400, PROVIDER_REQUIRED, "providerId");
    const provider = await galleryProvider(value.providerId);
    return provider ? provider.id : fail(400, PROVIDER_UNKNOWN, "providerId");
  },
  deleteScope: () => null,
  uploadLimit: (user) => ["photoGrantPerAdmin", user.id],
};

export const action = formActions({
  "add-set": publishSetAction(ADMIN),
  "delete-set": deleteSetAction(ADMIN),
});

/** ?provider={id}: that provider's sets and the form to publish one for it; otherwise the newest sets of every provider. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const providerId = new URL(request.url).searchParams.get("provider")?.trim().slice(0, 200) || "";
  if (!providerId) return { providerId, provider: null, sets: await latestSets() };
  const [provider, { sets }] = await Promise.all([galleryProvider(providerId), setsOf(providerId)]);
  return { providerId, provider: provider ? { id: provider.id, name: provider.name } : null, sets };
}

export default function AdminGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { providerId, provider, sets } = loaderData;
  const { addResult, deleteFailure } = setRepliesOf(actionData);
  return (
    <AdminTab id="gallery-admin-heading" title="Before & After">
      <p className="text-gray-600">
        Publish a provider&apos;s before and after photos with the patient&apos;s consent, or delete a set. Sets show on the provider&apos;s
        profile and in the{" "}
        <Link to="/gallery" className="font-semibold text-brand-700 hover:underline">
          gallery
        </Link>
        .
      </p>
      <ProviderIdForm value={providerId} submit="Open" />
      {providerId && !provider && <p className="text-red-700">{PROVIDER_UNKNOWN}</p>}
      {provider && (
        <div className="rounded-2xl border border-gray-200 bg-white p-6">
          <h3 className="text-lg font-semibold">
            Publish a set for{" "}
            <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="text-brand-700 hover:underline">
              {provider.name}
            </Link>
          </h3>
          <div className="mt-4">
            <GallerySetForm lastResult={addResult} grantUrl="/uploads/provider-photo" providerId={provider.id} />
          </div>
        </div>
      )}
      <h3 className="text-lg font-semibold">{provider ? `${provider.name}'s sets` : "Newest sets"}</h3>
      <ManagedSets sets={sets} deleteError={deleteFailure} emptyText={NO_SETS_YET} />
    </AdminTab>
  );
}
