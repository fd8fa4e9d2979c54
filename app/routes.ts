import { type RouteConfig, index, prefix, route } from "@react-router/dev/routes";

/**
 * Every URL of the site and the module that answers it. The modules live in one folder per URL area
 * (app/routes/<area>/), each area one block below; a module is named after its URL below the area's
 * prefix ("." between segments, "$name" for a parameter, "_index" for the prefix itself, "_layout" for
 * the area's layout). The outer router (/api/*, /media/*, /dev/factory) is app/http/outer-routes.ts.
 */
export default [
  // public: the pages anyone reaches at the top of the site: directory, places, procedures, public
  // forms, information, community, SEO files and link-in-bio pages (a group, not a prefix).
  index("routes/public/home.tsx"),
  route("find-doctors", "routes/public/find-doctors.tsx"),
  // Issue 48: up to four providers side by side (?ids=…&procedure=…&place=…).
  route("compare", "routes/public/compare.tsx"),
  route("location/:locationId", "routes/public/location.$locationId.tsx"),
  route("browse-procedures", "routes/public/browse-procedures.tsx"),
  route("browse-procedures/:slug", "routes/public/browse-procedures.$slug.tsx"),
  // Issue 36: the before-and-after gallery, filtered by procedure, provider type and place.
  route("gallery", "routes/public/gallery.tsx"),
  route("contact-us", "routes/public/contact-us.tsx"),
  route("contact", "routes/public/contact-us.tsx", { id: "routes/public/contact" }),
  route("lead-form", "routes/public/lead-form.tsx"),
  route("marketing-lead-generation", "routes/public/marketing-lead-generation.tsx"),
  route("trugpt-detail", "routes/public/trugpt-detail.tsx"),
  route("trulinkmd-detail", "routes/public/trulinkmd-detail.tsx"),
  route("privacy", "routes/public/legal.tsx", { id: "routes/public/privacy" }),
  route("terms", "routes/public/legal.tsx", { id: "routes/public/terms" }),
  route("review-policy", "routes/public/review-policy.tsx"),
  route("community", "routes/public/community.tsx"),
  route("community/waitlist", "routes/public/community.waitlist.tsx"),
  route("community/group", "routes/public/community.group.tsx"),
  route("forum", "routes/public/forum.tsx"),
  route("patient-contact", "routes/public/patient-contact.tsx"),
  route("sitemap.xml", "routes/public/sitemap.xml.ts"),
  route("sitemaps/:part", "routes/public/sitemaps.$part.ts"),
  route("robots.txt", "routes/public/robots.txt.ts"),
  // Link-in-bio pages: a dynamic segment ranks below every static path; unknown names 404.
  route(":username", "routes/public/$username.tsx"),
  route("*", "routes/public/not-found.tsx"),

  // provider: one listing's public pages: its profile, photos, reviews, questions and the
  // consultation request form (issue 34).
  ...prefix("provider/:providerId", [
    route("", "routes/provider/_index.tsx"),
    route("photos", "routes/provider/photos.tsx"),
    route("reviews", "routes/provider/reviews.tsx"),
    route("questions", "routes/provider/questions.tsx"),
    route("consultation", "routes/provider/consultation.tsx"),
    // Issue 47: pick a time and book it.
    route("book", "routes/provider/book.tsx"),
  ]),

  // practice: the practice's side (issue 34): its listing editor, inbox and settings; claiming a
  // listing, team invitations and (issue 36) its before-and-after sets. Static paths rank above
  // provider/:providerId.
  ...prefix("provider", [
    route("profile", "routes/practice/profile.tsx"),
    route("profile/photo-grant", "routes/practice/profile.photo-grant.ts"),
    route("messages", "routes/practice/messages.tsx"),
    route("settings", "routes/practice/settings.tsx"),
    // Issue 47: the practice's availability (booking rules, types, hours, closed days).
    route("availability", "routes/practice/availability.tsx"),
    route("claim", "routes/practice/claim.tsx"),
    route("invite", "routes/practice/invite.tsx"),
    route("gallery", "routes/practice/gallery.tsx"),
  ]),

  // auth: signing up, in and out, e-mail verification, password reset, passkeys (issue 38 item 2) and
  // the second factor (issue 38 item 3) (a group at the top of the site, not a prefix).
  route("signin", "routes/auth/signin.tsx"),
  route("signin/code", "routes/auth/signin.code.tsx"),
  route("signout", "routes/auth/signout.tsx"),
  route("auth", "routes/auth/auth.ts"),
  route("choose-signup", "routes/auth/choose-signup.tsx"),
  route("signup", "routes/auth/signup.tsx"),
  route("verify-email", "routes/auth/verify-email.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password", "routes/auth/reset-password.tsx"),
  route("passkeys", "routes/auth/passkeys.ts"),
  route("two-factor", "routes/auth/two-factor.tsx"),
  route("two-factor/setup", "routes/auth/two-factor.setup.tsx"),

  // account: a signed-in person's own pages: profile, dashboard, favorites, reports (issue 35 item 3:
  // ?type=&id=), TruGPT's conversation index and history (issue 11), consultation threads and their
  // private photos (issue 34) (a group at the top of the site, not a prefix).
  route("profile", "routes/account/profile.tsx"),
  route("dashboard", "routes/account/dashboard.tsx"),
  route("favorites", "routes/account/favorites.tsx"),
  route("favorites/toggle", "routes/account/favorites.toggle.tsx"),
  route("report", "routes/account/report.tsx"),
  route("trugpt/conversations", "routes/account/trugpt.conversations.tsx"),
  route("trugpt-history", "routes/account/trugpt-history.tsx"),
  route("consultations/:requestId", "routes/account/consultations.$requestId.tsx"),
  route("consultations/:requestId/photos/:photoId", "routes/account/consultations.$requestId.photos.$photoId.ts"),
  // Issue 47: one appointment: its state, reschedule and cancel.
  route("appointments/:appointmentId", "routes/account/appointments.$appointmentId.tsx"),

  // uploads: signed upload grants for photos (the bytes go to /media/upload/:id).
  ...prefix("uploads", [
    route("avatar", "routes/uploads/avatar.ts"),
    route("provider-photo", "routes/uploads/provider-photo.ts"),
    route("consultation-photo", "routes/uploads/consultation-photo.ts"),
  ]),

  // dev: local development only.
  ...prefix("dev", [route("outbox", "routes/dev/outbox.tsx")]),

  // admin: the admin console (issue 12), admins only; /admin opens the Users tab.
  route("admin", "routes/admin/_layout.tsx", [
    index("routes/admin/users.tsx", { id: "routes/admin/_index" }),
    route("users", "routes/admin/users.tsx"),
    route("providers", "routes/admin/providers.tsx"),
    route("onboarding", "routes/admin/onboarding.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("requests", "routes/admin/requests.tsx"),
    route("docs", "routes/admin/docs.tsx"),
    route("photo-import", "routes/admin/photo-import.tsx"),
    route("claims", "routes/admin/claims.tsx"),
    route("listing-changes", "routes/admin/listing-changes.tsx"),
    route("moderation", "routes/admin/moderation.tsx"),
    route("gallery", "routes/admin/gallery.tsx"),
    route("credentials", "routes/admin/credentials.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),

  // imports: CSV provider import (issue 12) and the Automated Web Extraction tab (issue 13), tabs of
  // one layout; the example and export CSVs, the extraction's progress (JSON polled by the tab) and
  // results (CSV).
  ...prefix("provider-import", [
    route("", "routes/imports/_layout.tsx", [index("routes/imports/_index.tsx"), route("extraction", "routes/imports/extraction.tsx")]),
    route("example.csv", "routes/imports/example.csv.ts"),
    route("export.csv", "routes/imports/export.csv.ts"),
    route("extraction/status", "routes/imports/extraction.status.ts"),
    route("extraction/download", "routes/imports/extraction.download.ts"),
  ]),
] satisfies RouteConfig;
