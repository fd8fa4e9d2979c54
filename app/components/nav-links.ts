/** The navigation groups of requirements 001, shared by the header, the mobile menu and the footer. */
/** `opensChat`: with JavaScript the link opens the TruGPT dialog (app/chat/chat-launcher.tsx) instead of its page. */
export type NavItem = { label: string; to: string; comingSoon?: boolean; disabled?: boolean; opensChat?: boolean };

export const PATIENT_RESOURCES: NavItem[] = [
  { label: "Find Doctors", to: "/find-doctors" },
  { label: "Browse Procedures", to: "/browse-procedures" },
  { label: "Before & After", to: "/gallery" },
  { label: "Community", to: "/community" },
  { label: "TruGPT", to: "/trugpt-detail", opensChat: true },
  { label: "Forum", to: "/forum", comingSoon: true, disabled: true },
  { label: "Patient Contact", to: "/patient-contact" },
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
];

export const BUSINESS: NavItem[] = [
  { label: "List Your Business", to: "/lead-form" },
  { label: "Marketing & Lead Generation", to: "/marketing-lead-generation" },
  { label: "Contact", to: "/contact" },
  { label: "TruLink", to: "/trulinkmd-detail", comingSoon: true },
];

export const USER_MENU: NavItem[] = [
  { label: "Profile", to: "/profile" },
  { label: "Favorites", to: "/favorites" },
  { label: "TruGPT History", to: "/trugpt-history" },
];

/** The user menu: admins also get the console. */
export function userMenu(user: { role?: string }): NavItem[] {
  return user.role === "admin" ? [...USER_MENU, { label: "Admin Console", to: "/admin" }] : USER_MENU;
}
