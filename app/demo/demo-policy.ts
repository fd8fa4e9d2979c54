/** Requirements 000/001: the demo account's favorites, reviews and questions stay in the browser. */
export const DEMO_WRITE_REFUSED = "The demo account keeps its activity in this browser only. Nothing was saved.";
export const DEMO_FAVORITES_KEY = "truself_demo_favorites";
export const DEMO_ANSWER_DELAY_MS = 3000;
export const DEMO_CANNED_ANSWER =
  "Thanks for your question! This is a demo answer: in the real app the provider replies here, usually within 1-2 business days.";
