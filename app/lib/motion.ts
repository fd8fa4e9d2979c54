/** Whether the visitor asked their system for less motion (WCAG 2.3.3): the bubble and carousels honour it. */
export const prefersReducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
