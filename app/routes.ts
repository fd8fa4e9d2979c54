import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("provider/:providerId", "routes/provider.tsx"),
  route("signin", "routes/signin.tsx"),
  route("signout", "routes/signout.tsx"),
  // activity (issue 4): favorites, reviews, questions, community, dashboard
  route("favorites", "routes/favorites.tsx"),
  route("favorites/toggle", "routes/favorites.toggle.tsx"),
  route("provider/:providerId/reviews", "routes/provider.$providerId.reviews.tsx"),
  route("provider/:providerId/questions", "routes/provider.$providerId.questions.tsx"),
  route("community", "routes/community.tsx"),
  route("community/waitlist", "routes/community.waitlist.tsx"),
  route("community/group", "routes/community.group.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
