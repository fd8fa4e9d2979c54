import type { ReactNode } from "react";
import { Link } from "react-router";
import { OPENS_CHAT } from "~/lib/site-links";

/** Opens the TruGPT dialog (the chat launcher catches the press), a kept conversation if named; without JavaScript, TruGPT's page. */
export function OpenTruGptLink({
  conversationId = "",
  className,
  label,
  children,
}: {
  conversationId?: string;
  className: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <Link to="/trugpt-detail" {...{ [OPENS_CHAT]: conversationId }} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
