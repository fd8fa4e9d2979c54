/**
 * The heart on a card or a profile (favorite-button.tsx), for signed-in visitors only: guests get
 * nothing, so they load none of its code (the fetcher form, the demo's store). For a signed-in
 * visitor it is an island loaded when it first renders (lib/island.tsx, decision 025): the server
 * renders it whole, and until its code arrives it is the plain form post it is without JavaScript.
 */
import type { ComponentProps } from "react";
import { useViewer } from "~/demo/use-viewer";
import { island } from "~/lib/island";
import type { FavoriteButton } from "./favorite-button";

const FavoriteButtonIsland = island(() => import("./favorite-button").then((m) => m.FavoriteButton), { onlyWhenRendered: true });

export function FavoriteHeart(props: ComponentProps<typeof FavoriteButton>) {
  return useViewer() ? <FavoriteButtonIsland {...props} /> : null;
}
