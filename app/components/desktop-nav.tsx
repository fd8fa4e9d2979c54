import { Form, Link, NavLink } from "react-router";
import { displayName, MenuLinks, UserAvatar, type HeaderUser } from "./menu-links";
import { menuItemClass } from "./ui/menu-item";
import { BUSINESS, PATIENT_RESOURCES, userMenu } from "./nav-links";
import { Dropdown } from "./ui/dropdown";

/** The header's navigation from 768 px: Home, the two menus, and the account menu or sign-in links. */
export function DesktopNav({ user }: { user: HeaderUser | null }) {
  return (
    <>
      <div className="hidden items-center gap-1 md:flex">
        <NavLink
          to="/"
          end
          className={({ isActive }) =>
            `rounded-lg px-3 py-2 text-sm font-medium hover:bg-gray-50 hover:text-brand-700 ${isActive ? "text-brand-700" : "text-gray-700"}`
          }
        >
          Home
        </NavLink>
        <Dropdown label="Patient Resources">
          <MenuLinks items={PATIENT_RESOURCES} />
        </Dropdown>
        <Dropdown label="Business">
          <MenuLinks items={BUSINESS} />
        </Dropdown>
      </div>
      <div className="hidden items-center gap-3 md:flex">
        {user ? (
          <Dropdown
            align="right"
            triggerTestId="user-menu"
            panelClassName="w-56"
            triggerClassName="inline-flex items-center gap-2 rounded-full border border-gray-200 py-1 pl-1 pr-3 text-sm font-medium text-gray-800 hover:border-brand-300"
            label={
              <>
                <UserAvatar user={user} />
                <span>{displayName(user)}</span>
              </>
            }
          >
            <MenuLinks items={userMenu(user)} />
            <Form method="post" action="/signout" className="mt-1 border-t border-gray-100 pt-1">
              <button type="submit" data-menu-item className={menuItemClass}>
                Sign Out
              </button>
            </Form>
          </Dropdown>
        ) : (
          <>
            <Link to="/signin" className="rounded-full px-4 py-2 text-sm font-semibold text-gray-700 hover:text-brand-700">
              Sign In
            </Link>
            <Link
              to="/choose-signup"
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Get Started
            </Link>
          </>
        )}
      </div>
    </>
  );
}
