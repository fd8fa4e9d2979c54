import { data, useRouteLoaderData } from "react-router";
import { safeImageSrc } from "~/directory/images";
import { seoMeta } from "~/seo/meta";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/_index";
import { ProviderPage } from "~/provider-profile/provider-page";
import { providerPage } from "~/provider-profile/provider-page.server";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { page, clearHeader } = await providerPage(request, params.providerId);
  return clearHeader ? data(page, { headers: { "Set-Cookie": clearHeader } }) : page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) => {
  const provider = loaderData?.provider;
  if (!provider) return [];
  return seoMeta({
    matches,
    title: `${provider.name} — ${provider.title ?? "Provider"} in ${provider.location}`,
    description:
      provider.bio ??
      `${provider.name}, ${provider.title ?? "provider"} in ${provider.location}: reviews, prices, credentials and photos on TruSelf.`,
    path: `/provider/${encodeURIComponent(params.providerId)}`,
    image: safeImageSrc(provider.image) ?? null,
    type: "profile",
  });
};

export default function ProviderProfile({ loaderData }: Route.ComponentProps) {
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  return <ProviderPage data={loaderData} signedIn={signedIn} />;
}
