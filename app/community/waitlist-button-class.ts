/** The waitlist button's look, shared by the button and the dialog's submit button. */
export const WAITLIST_BUTTON =
  "inline-flex items-center justify-center rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700";
