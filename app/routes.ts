import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // directory (search side)
  route("find-doctors", "routes/find-doctors.tsx"),
  route("provider/:providerId", "routes/provider.tsx"),
  route("signin", "routes/signin.tsx"),
  route("signout", "routes/signout.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
