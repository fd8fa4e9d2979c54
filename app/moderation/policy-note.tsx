import { Link } from "react-router";
import { REVIEW_POLICY_PATH } from "~/lib/site-links";
import { REVIEW_POLICY_LEAD, REVIEW_POLICY_LINK } from "./holds-messages";

/** The short line beside every review form (the review and edit form, the diary form): how we check reviews. */
export function ReviewPolicyNote() {
  return (
    <p className="text-xs text-gray-500" data-testid="review-policy-note">
      {REVIEW_POLICY_LEAD}{" "}
      <Link to={REVIEW_POLICY_PATH} className="font-semibold text-brand-700 hover:underline">
        {REVIEW_POLICY_LINK}
      </Link>
    </p>
  );
}
