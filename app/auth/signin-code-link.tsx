/** The way from /signin to signing in with an e-mailed code (issue 38 item 1). No phone option: no SMS provider is configured (decision 048). */
import { Link } from "react-router";
import { EMAIL_ME_A_CODE } from "./signin-code-texts";

export function SignInCodeLink({ redirectTo }: { redirectTo: string | null }) {
  return (
    <Link
      to={redirectTo ? `/signin/code?redirectTo=${encodeURIComponent(redirectTo)}` : "/signin/code"}
      className="font-semibold text-brand-600 hover:underline"
    >
      {EMAIL_ME_A_CODE}
    </Link>
  );
}
