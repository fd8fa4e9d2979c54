import { BookPage } from "~/booking/book-page";
import { bookAction } from "~/http/booking-actions.server";
import { bookingOffer, providerName } from "~/booking/pages.server";
import { revalidateOnConflict } from "~/lib/action-reply";
import { notFound } from "~/lib/responses";
import { PROVIDER_NOT_FOUND } from "~/provider-profile/profile.server";
import { privateMeta } from "~/seo/meta";
import type { Route } from "./+types/book";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privateMeta(loaderData ? `Book an appointment with ${loaderData.provider.name} | TruSelf` : "Book an appointment | TruSelf");

/** /provider/:providerId/book (issue 47 item 2): the practice's next free times; `?type=` picks a type, `?at=` a time. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const provider = await providerName(params.providerId);
  if (!provider) notFound(PROVIDER_NOT_FOUND);
  const url = new URL(request.url);
  const offer = await bookingOffer(provider.id, url.searchParams.get("type"), Date.now());
  const at = Number(url.searchParams.get("at"));
  return { provider, offer, chosen: Number.isFinite(at) ? at : undefined, requestId: url.searchParams.get("request") ?? undefined };
}

/** A refused time (409) reloads the free times. */
export const shouldRevalidate = revalidateOnConflict;

export const action = bookAction;

export default function BookAppointment({ loaderData, actionData }: Route.ComponentProps) {
  return <BookPage {...loaderData} lastResult={actionData?.result} />;
}
