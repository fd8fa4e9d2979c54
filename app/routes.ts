import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("provider/:providerId", "routes/provider.tsx"),
  route("signin", "routes/signin.tsx"),
  route("signout", "routes/signout.tsx"),
  route("signup", "routes/signup.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("profile", "routes/profile.tsx"),
  route("uploads/avatar", "routes/uploads.avatar.ts"),
  route("dev/outbox", "routes/dev.outbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
