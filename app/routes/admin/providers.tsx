import { getFormProps, useForm } from "@conform-to/react";
import { Link, useLocation, useNavigation } from "react-router";
import { AdminTab, RowList, ConfirmDialog, Figures, Pager, SearchBox } from "~/admin/admin-ui";
import { DELETE_PROVIDER_FAILED } from "~/admin/messages";
import { deleteProvider, findProvider, searchAdminProviders } from "~/admin/providers.server";
import { DeleteProviderSchema, listQuery, listPathAfter, withParams } from "~/admin/schemas";
import { requireRole } from "~/auth/guards.server";
import { FormAlert } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { reviewsText } from "~/directory/rating";
import { PROVIDER_TYPE_LABELS } from "~/directory/search-options";
import { fail, formAction, succeed } from "~/http/action.server";
import { firstMessage } from "~/lib/action-reply";
import type { Route } from "./+types/providers";

export const meta: Route.MetaFunction = () => [{ title: "Providers | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

const CONFIRM = "delete";

/** Providers (spec 002 §2): FTS search, counts; ?delete={id} opens the confirmation. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, "admin");
  const url = new URL(request.url);
  const query = listQuery(url);
  const confirmId = url.searchParams.get(CONFIRM);
  const [list, target] = await Promise.all([searchAdminProviders(query), confirmId ? findProvider(confirmId) : undefined]);
  return { ...query, list, confirm: target ? { id: target.id, name: target.name } : null };
}

export const action = formAction({
  who: ["admin"],
  // Deleting a provider is destructive: a second factor from the last 15 minutes (issue 38).
  freshFactor: true,
  page: true,
  schema: DeleteProviderSchema,
  unexpected: DELETE_PROVIDER_FAILED,
  async run({ request, user, value }) {
    const result = await deleteProvider(user, value.providerId);
    if (!result.ok) return fail(404, DELETE_PROVIDER_FAILED);
    return succeed({
      redirectTo: listPathAfter(request, [CONFIRM]),
      toast: { title: "Provider deleted", description: `${result.name} was removed from the directory.`, type: "success" },
      invalidates: [{ providerPages: value.providerId, linkInBioUsername: result.linkInBioUsername }],
    });
  },
});

export default function AdminProviders({ loaderData, actionData }: Route.ComponentProps) {
  const { q, list, confirm } = loaderData;
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const closeHref = withParams(pathname, params, { [CONFIRM]: null });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "deleteProvider";
  const failure = actionData && !actionData.ok ? firstMessage(actionData) : undefined;
  const [form] = useForm({ id: "delete-provider", lastResult: actionData?.result, ...formSchema(DeleteProviderSchema) });
  return (
    <AdminTab id="providers-heading" title="Providers" className="space-y-6 wrap-anywhere">
      <Figures
        items={[
          { label: "Providers", value: list.counts.total, testId: "providers-total" },
          { label: "Verified", value: list.counts.verified, testId: "providers-verified" },
          { label: "Featured", value: list.counts.featured, testId: "providers-featured" },
          { label: q ? "Matches" : "Listed", value: list.matches, testId: "providers-matches" },
        ]}
      />
      <SearchBox label="Search providers" placeholder="Name, specialty, location..." q={q} />
      {failure && !confirm && <FormAlert messages={[failure]} />}
      <RowList rows={list.providers} empty={q ? `No providers match "${q}".` : "No providers yet."} testId="providers-list">
        {(p) => (
          <li key={p.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="provider-row" data-id={p.id}>
            <div className="min-w-0 flex-1">
              <Link to={`/provider/${encodeURIComponent(p.id)}`} className="font-semibold text-gray-900 hover:text-brand-700">
                {p.name}
              </Link>
              <p className="text-sm text-gray-600">
                {PROVIDER_TYPE_LABELS[p.type]}
                {p.location ? ` · ${p.location}` : ""}
              </p>
              <p className="text-xs text-gray-500">
                ID: {p.id} · {p.rating.toFixed(1)} ({reviewsText(p.reviewCount)}){p.isVerified ? " · Verified" : ""}
                {p.isFeatured ? " · Featured" : ""}
              </p>
            </div>
            <Link
              to={withParams(pathname, params, { [CONFIRM]: p.id })}
              preventScrollReset
              className="self-start rounded-full border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 sm:self-center"
            >
              Delete<span className="sr-only"> {p.name}</span>
            </Link>
          </li>
        )}
      </RowList>
      <Pager page={list.page} totalPages={list.totalPages} />
      {confirm && (
        <ConfirmDialog
          title="Delete provider"
          testId="confirm-delete-dialog"
          closeHref={closeHref}
          formProps={getFormProps(form)}
          fields={{ intent: "deleteProvider", providerId: confirm.id }}
          failure={failure}
          busy={busy}
          busyText="Deleting..."
          confirmLabel="Delete provider"
          danger
        >
          Delete <strong>{confirm.name}</strong> (ID: {confirm.id})? Its photos, reviews, questions and favorites are removed too. This
          cannot be undone.
        </ConfirmDialog>
      )}
    </AdminTab>
  );
}
