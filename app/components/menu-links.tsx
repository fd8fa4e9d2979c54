import { useState } from "react";
import { Link } from "react-router";
import { OPENS_CHAT } from "~/lib/site-links";
import type { NavItem } from "./nav-links";
import { ComingSoonBadge, menuItemClass } from "./ui/menu-item";

export type HeaderUser = { email: string; firstName: string; avatarUrl: string | null; role?: string };

export function displayName(user: HeaderUser): string {
  return user.firstName?.trim() || (user.email.split("@")[0] ?? user.email);
}

export function UserAvatar({ user, size = 32 }: { user: HeaderUser; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (user.avatarUrl && !failed) {
    return (
      <img
        src={user.avatarUrl}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {user.email[0]?.toUpperCase()}
    </span>
  );
}

export function MenuLinks({ items }: { items: NavItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.label}>
          {item.disabled ? (
            <span data-menu-item aria-disabled="true" className={`${menuItemClass} cursor-not-allowed opacity-60`}>
              <span>{item.label}</span>
              {item.comingSoon && <ComingSoonBadge />}
            </span>
          ) : (
            <Link data-menu-item to={item.to} className={menuItemClass} {...(item.opensChat && { [OPENS_CHAT]: "" })}>
              <span>{item.label}</span>
              {item.comingSoon && <ComingSoonBadge />}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
