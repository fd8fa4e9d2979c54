/** The Compare toggle's two labels (issue 48 item 4), apart from the page's other texts: the toggle is on every card. */
export const COMPARE_LABELS = { add: "Compare", remove: "Remove from compare" } as const;
