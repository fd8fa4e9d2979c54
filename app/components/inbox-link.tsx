import { Link } from "react-router";

/** A practice's inbox link with its unread patient messages (issue 34). */
export function InboxLink({ unread }: { unread: number }) {
  return (
    <Link
      to="/provider/messages"
      className="ml-auto inline-flex items-center gap-2 rounded-full border border-gray-200 px-3 py-1.5 text-sm font-medium text-gray-800 hover:border-brand-300 md:ml-0"
      data-testid="header-inbox"
    >
      Messages
      {unread > 0 && (
        <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white" data-testid="header-unread">
          {unread}
          <span className="sr-only"> unread</span>
        </span>
      )}
    </Link>
  );
}
