import { Link } from "react-router";
import { PageHero, Prose } from "~/components/ui/page-hero";
import {
  BURST_HELD_FROM,
  BURST_WINDOW_MINUTES,
  DUPLICATE_MIN_CHARACTERS,
  NEW_ACCOUNT_HELD_FROM,
  NEW_ACCOUNT_HOURS,
  NEW_ACCOUNT_WINDOW_MINUTES,
} from "~/moderation/holds-rules";
import { seoMeta } from "~/seo/meta";
import type { Route } from "./+types/review-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Review Policy",
    description: "Who can review on TruSelf, what Verified patient means, which reviews we hold or remove and why, and how we log it.",
    path: "/review-policy",
  });

const ordinal = (n: number) => (n === 2 ? "second" : n === 3 ? "third" : `${n}th`);

/** /review-policy (issue 35 item 3): our review rules in plain words, linked beside every review form. */
export default function ReviewPolicy() {
  return (
    <main>
      <PageHero title="Review Policy">
        <p>How reviews work on TruSelf, and how we keep them honest. Last updated November 2026.</p>
      </PageHero>
      <Prose>
        <h2>Who can review</h2>
        <ul>
          <li>Anyone with a TruSelf account can review a practice, once: writing again edits your review.</li>
          <li>TruSelf staff accounts cannot write reviews, so no review reads as our own verdict.</li>
          <li>A practice's own accounts cannot review that practice.</li>
          <li>
            Write only about your own experience, honestly and respectfully (see our <Link to="/terms">Terms</Link>).
          </li>
        </ul>
        <h2>Verified patient</h2>
        <p>
          A review shows "Verified patient" when its author asked that practice for a consultation through TruSelf, the practice marked it
          booked, and the patient then confirmed they had the visit. The practice alone cannot give the badge. We do not see medical
          records; the badge says only that both sides told us the visit happened.
        </p>
        <h2>Worth It and cost</h2>
        <p>
          Reviewers can say whether the treatment was Worth It, Not Sure or Not Worth It, what they paid (in whole dollars) and when they
          were treated. A practice's Worth It share counts only the reviews that answered, and we show how many that is. Prices are what one
          patient paid, not a quote.
        </p>
        <h2>Reviews we hold before they show</h2>
        <p>
          Some reviews look automated. We hold them for a moderator before anyone else sees them, and we tell the author why. A held review
          does not count in a practice's rating, review count or Worth It share until a moderator releases it. We hold:
        </p>
        <ul>
          <li>
            the {ordinal(BURST_HELD_FROM)} review, and any after it, sent from the same internet connection or the same device within{" "}
            {BURST_WINDOW_MINUTES} minutes;
          </li>
          <li>
            the {ordinal(NEW_ACCOUNT_HELD_FROM)} practice, and any after it, reviewed within {NEW_ACCOUNT_WINDOW_MINUTES} minutes by an
            account less than {NEW_ACCOUNT_HOURS} hours old;
          </li>
          <li>
            a review whose text is the same as another review on TruSelf, once we ignore capitals, spaces and punctuation (only texts of{" "}
            {DUPLICATE_MIN_CHARACTERS} characters or more).
          </li>
        </ul>
        <p>
          To spot bursts we keep a scrambled code of the connection and of a device cookie, never the address itself, and use them for
          nothing else.
        </p>
        <h2>Reporting a review</h2>
        <p>
          Signed-in users can report a review, an answer or a practice's reply and say why. A moderator reads every report and either leaves
          the item as it is or removes it.
        </p>
        <h2>What we remove</h2>
        <p>
          We remove reviews that are not about a real experience with the practice, that are fake or paid for, that share someone's personal
          details, or that are hateful, threatening, unlawful or advertising. A removed review's place shows "Removed by TruSelf:" with the
          reason, so everyone can see that something was removed and why. Removed reviews no longer count in a practice's figures.
        </p>
        <h2>What practices can do</h2>
        <p>
          A practice can reply to a review once, publicly, under it. Practices can never edit or remove a review, and a bad review is not a
          reason to remove it.
        </p>
        <h2>Every decision is logged</h2>
        <p>
          Every hold, release, removal, restore and dismissed report is logged with who made the decision and when. Questions about a
          decision: support@truself.com.
        </p>
      </Prose>
    </main>
  );
}
