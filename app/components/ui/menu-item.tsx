/** A menu's row and the badge of an item not open yet: the header's menus, the footer, landing pages. */
export const menuItemClass =
  "flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700 focus:bg-brand-50 focus:text-brand-700 focus:outline-none";

export function ComingSoonBadge() {
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-amber-800">
      Coming Soon
    </span>
  );
}
