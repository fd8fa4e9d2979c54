import { Link, NavLink } from "react-router";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3" aria-label="Main">
        <Link to="/" className="text-xl font-bold text-brand-600">TruSelf</Link>
        <div className="flex items-center gap-4 text-sm font-medium text-gray-700">
          <NavLink to="/" end className="hover:text-brand-600">Home</NavLink>
          <NavLink to="/find-doctors" className="hover:text-brand-600">Find Doctors</NavLink>
          <NavLink to="/signin" className="hover:text-brand-600">Sign In</NavLink>
        </div>
      </nav>
    </header>
  );
}
