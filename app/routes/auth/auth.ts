import { redirect } from "react-router";

/** Requirements 001 links /auth for sign-in (and Get Started on mobile); it leads to the sign-in page. */
export function loader() {
  return redirect("/signin");
}
