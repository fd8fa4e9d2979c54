import { Form, Link, NavLink } from "react-router";

export type HeaderUser = { email: string; firstName: string; avatarUrl: string | null };

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur">
      <nav className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3" aria-label="Main">
        <Link to="/" className="text-xl font-bold text-brand-600">TruSelf</Link>
        <div className="flex items-center gap-4 text-sm font-medium text-gray-700">
          <NavLink to="/" end className="hover:text-brand-600">Home</NavLink>
          <NavLink to="/find-doctors" className="hover:text-brand-600">Find Doctors</NavLink>
          {user ? (
            <>
              <span className="flex items-center gap-2" data-testid="user-menu">
                <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700">
                  {user.email[0]?.toUpperCase()}
                </span>
                {user.firstName || user.email.split("@")[0]}
              </span>
              <Form method="post" action="/signout">
                <button type="submit" className="hover:text-brand-600">Sign Out</button>
              </Form>
            </>
          ) : (
            <>
              <NavLink to="/signin" className="hover:text-brand-600">Sign In</NavLink>
              <NavLink to="/signup" className="rounded-full bg-brand-600 px-4 py-2 text-white hover:bg-brand-700">Get Started</NavLink>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
