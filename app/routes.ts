import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  // directory (search side)
  route("find-doctors", "routes/find-doctors.tsx"),
  route("signin", "routes/signin.tsx"),
  // Sign-in by e-mailed code (issue 38 item 1).
  route("signin/code", "routes/signin.code.tsx"),
  route("signout", "routes/signout.tsx"),

  // pages: profiles, places, procedures, public forms, information, SEO
  route("provider/:providerId", "routes/provider.tsx"),
  route("provider/:providerId/photos", "routes/provider-photos.tsx"),
  // The practice's side (issue 34): its listing editor, inbox and settings; claiming a listing and
  // team invitations (static paths rank above :providerId).
  route("provider/profile", "routes/provider.profile.tsx"),
  route("provider/profile/photo-grant", "routes/provider.profile.photo-grant.ts"),
  route("provider/messages", "routes/provider.messages.tsx"),
  route("provider/settings", "routes/provider.settings.tsx"),
  route("provider/claim", "routes/provider.claim.tsx"),
  route("provider/invite", "routes/provider.invite.tsx"),
  // Issue 36: a practice's before-and-after sets (its owner publishes them).
  route("provider/gallery", "routes/provider.gallery.tsx"),
  route("location/:locationId", "routes/location.tsx"),
  route("browse-procedures", "routes/browse-procedures.tsx"),
  route("browse-procedures/:slug", "routes/browse-procedure.tsx"),
  // Issue 36: the before-and-after gallery, filtered by procedure, provider type and place.
  route("gallery", "routes/gallery.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("contact", "routes/contact-us.tsx", { id: "routes/contact" }),
  route("lead-form", "routes/lead-form.tsx"),
  route("marketing-lead-generation", "routes/marketing-lead-generation.tsx"),
  route("trugpt-detail", "routes/trugpt-detail.tsx"),
  route("trulinkmd-detail", "routes/trulinkmd-detail.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("review-policy", "routes/review-policy.tsx"),
  route("community", "routes/community.tsx"),
  route("forum", "routes/forum.tsx"),
  route("patient-contact", "routes/patient-contact.tsx"),
  route("choose-signup", "routes/choose-signup.tsx"),
  route("auth", "routes/auth.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  // Link-in-bio pages: a dynamic segment ranks below every static path; unknown names 404.
  route(":username", "routes/username.tsx"),

  // activity (issue 4 in docs/requirements.md): favorites, reviews, questions, community, dashboard
  route("favorites", "routes/favorites.tsx"),
  route("favorites/toggle", "routes/favorites.toggle.tsx"),
  route("provider/:providerId/reviews", "routes/provider.$providerId.reviews.tsx"),
  route("provider/:providerId/questions", "routes/provider.$providerId.questions.tsx"),
  // consultation requests (issue 34): the form, one thread per request (patient, practice, admins), its private photos
  route("provider/:providerId/consultation", "routes/provider.$providerId.consultation.tsx"),
  route("consultations/:requestId", "routes/consultations.$requestId.tsx"),
  route("consultations/:requestId/photos/:photoId", "routes/consultations.$requestId.photos.$photoId.ts"),
  // an appointment (issue 47 item 5): its patient and its practice; the after-visit forms
  route("appointments/:appointmentId", "routes/appointments.$appointmentId.tsx"),
  // reports on reviews, answers and practice replies (issue 35 item 3): ?type=&id=
  route("report", "routes/report.tsx"),
  route("community/waitlist", "routes/community.waitlist.tsx"),
  route("community/group", "routes/community.group.tsx"),
  route("dashboard", "routes/dashboard.tsx"),

  // accounts (issue 4 in docs/requirements.md): sign-up, e-mail verification, password reset, profile, uploads
  route("signup", "routes/signup.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("profile", "routes/profile.tsx"),
  // passkeys (issue 38 item 2): registration, sign-in, second-factor verification, removal
  route("passkeys", "routes/passkeys.ts"),
  // issue 38 item 3: the second factor (verify it; set up the authenticator app, recovery codes, turn off)
  route("two-factor", "routes/two-factor.tsx"),
  route("two-factor/setup", "routes/two-factor.setup.tsx"),
  route("uploads/avatar", "routes/uploads.avatar.ts"),
  route("uploads/provider-photo", "routes/uploads.provider-photo.ts"),
  route("uploads/consultation-photo", "routes/uploads.consultation-photo.ts"),
  route("dev/outbox", "routes/dev.outbox.tsx"),

  // admin console (issue 12): admins only; /admin opens the Users tab
  route("admin", "routes/admin.tsx", [
    index("routes/admin.users.tsx", { id: "routes/admin-index" }),
    route("users", "routes/admin.users.tsx"),
    route("providers", "routes/admin.providers.tsx"),
    route("onboarding", "routes/admin.onboarding.tsx"),
    route("analytics", "routes/admin.analytics.tsx"),
    route("settings", "routes/admin.settings.tsx"),
    route("requests", "routes/admin.requests.tsx"),
    route("docs", "routes/admin.docs.tsx"),
    route("photo-import", "routes/admin.photo-import.tsx"),
    route("claims", "routes/admin.claims.tsx"),
    route("listing-changes", "routes/admin.listing-changes.tsx"),
    route("moderation", "routes/admin.moderation.tsx"),
    route("gallery", "routes/admin.gallery.tsx"),
    route("credentials", "routes/admin.credentials.tsx"),
    route("*", "routes/admin.not-found.tsx"),
  ]),
  // CSV provider import (issue 12) and the Automated Web Extraction tab (issue 13): tabs of one layout
  route("provider-import", "routes/provider-import.tsx", [
    index("routes/provider-import._index.tsx"),
    route("extraction", "routes/provider-import.extraction.tsx"),
  ]),
  route("provider-import/example.csv", "routes/provider-import.example-csv.ts"),
  route("provider-import/export.csv", "routes/provider-import.export.ts"),
  // TruGPT (issue 11): the conversation index and the history page; the dialog talks to /api/chat/:id
  route("trugpt/conversations", "routes/trugpt.conversations.tsx"),
  route("trugpt-history", "routes/trugpt-history.tsx"),
  // the extraction tab's progress (JSON polled by the tab) and results (CSV)
  route("provider-import/extraction/status", "routes/provider-import.extraction.status.ts"),
  route("provider-import/extraction/download", "routes/provider-import.extraction.download.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
