import { data } from "react-router";
import { getProvider } from "~/directory/providers.server";
import type { Route } from "./+types/provider";

export async function loader({ params }: Route.LoaderArgs) {
  const provider = await getProvider(params.providerId);
  if (!provider) return data({ provider: null }, { status: 404 });
  return { provider };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const provider = loaderData?.provider;
  if (!provider) return [{ title: "Provider not found | TruSelf" }, { name: "robots", content: "noindex" }];
  return [
    { title: `${provider.name} — ${provider.title ?? "Provider"} in ${provider.location} | TruSelf` },
    { name: "description", content: provider.bio?.slice(0, 160) ?? `${provider.name} on TruSelf` },
  ];
};

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { provider } = loaderData;
  if (!provider) {
    return (
      <main className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Provider not found</h1>
      </main>
    );
  }
  return (
    <main className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold">{provider.name}</h1>
      {provider.title && <p className="mt-1 text-gray-600">{provider.title}</p>}
      <p className="text-gray-500">{provider.location}</p>
      {provider.bio && <p className="mt-6 max-w-3xl text-gray-700">{provider.bio}</p>}
    </main>
  );
}
