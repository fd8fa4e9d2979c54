import { Link } from "react-router";
import { FormAlert } from "~/components/ui/form";
import { fail, formActions } from "~/http/action.server";
import { notFound } from "~/lib/responses";
import { NO_SETS_YET, OWNER_PUBLISHES } from "~/gallery/gallery-messages";
import { deleteSetAction, publishSetAction, type Manager } from "~/http/gallery-set-actions.server";
import { GallerySetForm, ManagedSets, setRepliesOf } from "~/gallery/set-form";
import { galleryProvider, setsOf } from "~/gallery/gallery.server";
import { NOT_A_PRACTICE, requirePractice, type PracticeAccess } from "~/practice/access.server";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = () => [{ title: "Before & After | Practice | TruSelf" }, { name: "robots", content: "noindex" }];

const PAGE = "/provider/gallery";

/** The owner's own listing (the pipeline checked the practice); a posted providerId is ignored. */
const ownListing = ({ practice }: { practice: PracticeAccess | null }) => practice?.providerId ?? fail(403, NOT_A_PRACTICE);

const OWNER: Manager = {
  who: "practice-owner",
  page: PAGE,
  listingFor: async (actor) => ownListing(actor),
  deleteScope: ownListing,
  uploadLimit: (user) => ["listingPhotosPerAccount", user.id],
};

export const action = formActions({
  "add-set": publishSetAction(OWNER),
  "delete-set": deleteSetAction(OWNER),
});

/** The signed-in practice's own sets (never a listing named by the request); its owner publishes and deletes them. */
export async function loader({ request }: Route.LoaderArgs) {
  const access = await requirePractice(request, { editor: true });
  const [provider, { sets }] = await Promise.all([galleryProvider(access.providerId), setsOf(access.providerId)]);
  if (!provider) notFound();
  return { canEdit: access.practiceRole === "owner", provider: { id: provider.id, name: provider.name }, sets };
}

export default function ProviderGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { canEdit, provider, sets } = loaderData;
  const { addResult, deleteFailure } = setRepliesOf(actionData);
  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <div>
        <Link to="/provider/profile" className="text-sm font-semibold text-brand-700 hover:underline">
          Back to your practice profile
        </Link>
        <h1 className="mt-2 text-3xl font-bold">Before &amp; After</h1>
        <p className="mt-1 text-gray-600">
          Sets you publish show in the Before &amp; After section of{" "}
          <Link to={`/provider/${encodeURIComponent(provider.id)}`} className="font-semibold text-brand-700 hover:underline">
            your public profile
          </Link>{" "}
          and in the{" "}
          <Link to="/gallery" className="font-semibold text-brand-700 hover:underline">
            gallery
          </Link>
          .
        </p>
      </div>
      {canEdit ? (
        <section aria-labelledby="new-set-heading" className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
          <h2 id="new-set-heading" className="text-lg font-semibold">
            Publish a set
          </h2>
          <p className="mt-1 text-sm text-gray-600">A before and an after photo (JPEG, PNG or WebP, up to 2 MB each), and the procedure.</p>
          <div className="mt-4">
            <GallerySetForm lastResult={addResult} grantUrl="/provider/profile/photo-grant" />
          </div>
        </section>
      ) : (
        <FormAlert tone="info" id="members-view-only">
          <p>{OWNER_PUBLISHES}</p>
        </FormAlert>
      )}
      <section aria-labelledby="sets-heading" className="space-y-4">
        <h2 id="sets-heading" className="text-lg font-semibold">
          Your sets
        </h2>
        <ManagedSets sets={sets} deleteError={deleteFailure} emptyText={NO_SETS_YET} canDelete={canEdit} />
      </section>
    </main>
  );
}
