import { Form, NavLink } from "react-router";
import { displayName, MenuLinks, UserAvatar, type HeaderUser } from "./menu-links";
import { menuItemClass } from "./ui/menu-item";
import { BUSINESS, PATIENT_RESOURCES, userMenu } from "./nav-links";
import { Dropdown } from "./ui/dropdown";

/** The header's navigation from 768 px: Home and the two menus (the account part: DesktopAccount, site-header.tsx). */
export function DesktopNav() {
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
    </>
  );
}

/**
 * A signed-in account's menu from 768 px: an island of its own, mounted only for a signed-in viewer,
 * so a page that hydrated as a guest never keeps showing "Sign In | Get Started" after signing in
 * while this code is on its way (issue 45 item 14).
 */
export function DesktopAccount({ user }: { user: HeaderUser }) {
  return (
    <div className="hidden items-center gap-3 md:flex">
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
    </div>
  );
}
