import { Link } from "react-router";

/** The TruSelf logo, a link home: the header's, and the phone menu's (components/mobile-nav.tsx). */
export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-xl font-bold tracking-tight text-gray-900" aria-label="TruSelf home">
      <span
        className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-base text-white shadow-sm"
        aria-hidden="true"
      >
        T
      </span>
      <span>
        Tru<span className="text-brand-600">Self</span>
      </span>
    </Link>
  );
}
