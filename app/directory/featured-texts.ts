/**
 * What "Featured" lists, said beside the spec's label on home, the status filter and View More (issue 45
 * item 16): the spec's rule (featured or verified) and that a Featured listing is a paid placement.
 */
export const FEATURED_AND_VERIFIED = "featured & verified";
export const FEATURED_MEANING =
  "Featured listings are paid placements, marked Featured. This list also shows every provider TruSelf has verified, paid or not.";
export const STATUS_HINT = "Featured: paid Featured listings and verified providers. Premium Provider: paid Featured listings only.";
