import { data } from "react-router";
import { getUser } from "~/auth/guards.server";
import { BookingLink } from "~/booking/booking-link";
import { takesBookings } from "~/booking/pages.server";
import { fail, formAction, succeed } from "~/http/action.server";
import { notFound } from "~/lib/responses";
import { PROVIDER_NOT_FOUND } from "~/provider-profile/profile.server";
import { practiceOf } from "~/practice/access.server";
import { keepConsultationDraft, readConsultationDraft } from "~/practice/consultation-draft.server";
import { ConsultationForm } from "~/practice/consultation-form";
import {
  DEMO_REQUEST_REFUSED,
  GUEST_SIGN_IN,
  REQUEST_FAILED,
  REQUESTS_OFF,
  requestKept,
  requestSent,
} from "~/practice/consultation-messages";
import { ConsultationSchema, MAX_REQUEST_PHOTOS } from "~/practice/consultation-schemas";
import { consultationTarget, createConsultationRequest } from "~/practice/consultations.server";
import { MAX_ORIGINAL_PHOTO_BYTES, PHOTO_TOO_LARGE } from "~/media/photo-rules";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/consultation";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privateMeta(loaderData ? `Request a consultation with ${loaderData.provider.name} | TruSelf` : "Request a consultation | TruSelf");

export async function loader({ request, params }: Route.LoaderArgs) {
  const target = await consultationTarget(params.providerId);
  if (!target) notFound(PROVIDER_NOT_FOUND);
  const user = await getUser(request);
  // A guest's kept request comes back once they are signed in.
  const { draft, clearHeader } = user ? await readConsultationDraft(request, target.id) : { draft: null, clearHeader: null };
  const page = {
    provider: { id: target.id, name: target.name },
    acceptsRequests: target.acceptsRequests,
    hasOwner: target.hasOwner,
    signedIn: Boolean(user),
    isDemo: Boolean(user?.isDemo),
    ownPractice: Boolean(user && practiceOf(user)?.providerId === target.id),
    bookable: await takesBookings(target.id),
    draft,
  };
  return clearHeader ? data(page, { headers: { "Set-Cookie": clearHeader } }) : page;
}

/**
 * POST /provider/:providerId/consultation (issue 34, item 1): a signed-in patient's request. A
 * guest's post is kept (sealed cookie) while they sign in; the demo account sends nothing.
 */
export const action = formAction({
  who: "anyone",
  page: true,
  demo: { refuse: DEMO_REQUEST_REFUSED },
  schema: ConsultationSchema,
  unexpected: REQUEST_FAILED,
  maxBody: { bytes: MAX_REQUEST_PHOTOS * MAX_ORIGINAL_PHOTO_BYTES + 256 * 1024, field: "photos", message: PHOTO_TOO_LARGE },
  limits: ({ ip, user }) =>
    user
      ? [
          ["consultationRequestsPerUser", user.id],
          ["consultationRequestsPerIp", ip],
        ]
      : [],
  async run({ request, params, user, value, formData }) {
    const target = await consultationTarget(params.providerId ?? "");
    if (!target) return fail(404, PROVIDER_NOT_FOUND.heading);
    if (!target.acceptsRequests) return fail(403, REQUESTS_OFF);
    const here = `/provider/${encodeURIComponent(target.id)}/consultation`;
    if (!user)
      return succeed({
        redirectTo: `/signin?redirectTo=${encodeURIComponent(here)}`,
        headers: { "Set-Cookie": await keepConsultationDraft(formData, target.id) },
        toast: GUEST_SIGN_IN,
      });
    const created = await createConsultationRequest({ request, patient: user, target, value });
    if (!created.ok) return fail(created.status, created.message, created.field);
    return succeed({
      redirectTo: `/consultations/${created.id}`,
      toast: target.hasOwner ? requestSent(target.name) : requestKept(target.name),
    });
  },
});

export default function ConsultationPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="mx-auto max-w-2xl">
        {loaderData.bookable && <BookingLink providerId={loaderData.provider.id} side="patient" />}
        <ConsultationForm {...loaderData} lastResult={actionData?.result} />
      </div>
    </main>
  );
}
