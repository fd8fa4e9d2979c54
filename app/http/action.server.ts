/**
 * The action pipeline. Every form action of the app is a declaration — who may call it, the
 * demo policy, the honeypot, the zod schema, the named limits, the command, what it invalidates —
 * and this module runs it, always in one order (docs/decisions/012-action-pipeline-and-form-kit.md):
 *
 *   1. read the body       only a form post (415 otherwise, 400 when it cannot be read)
 *   2. who                 anyone, a signed-in user, one of some roles, or a practice's team or
 *                          owner (401 / 403); every action of an admin or practice account first
 *                          needs its second factor, and every factor change a fresh one (a 303 to
 *                          /two-factor or /two-factor/setup)
 *   3. demo                the shared demo account writes nothing (403) unless allowed; then a
 *                          practice form's practice: the account's own (403 otherwise)
 *   4. honeypot            a filled honeypot gets the success reply; nothing runs
 *   5. validate            the form's zod schema (400 with the field errors)
 *   6. limits              one unit of every named limit reserved (429)
 *   7. run                 the command: success or failure (a throw is a 500 with the action's message)
 *   8. after success       failure-only limits refunded; declared cached pages purged
 *   9. reply               one shape (app/lib/action-reply.ts): data with the real status for
 *                          fetchers and for pages that render their own reply; a redirect back
 *                          with a toast for a no-JavaScript post to a resource route; a redirect
 *                          when the command names where to go next
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import { data, redirect, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { factorChangeGate, getUser, safeRedirect, secondFactorGate, secondFactorRequired } from "~/auth/guards.server";
import type { SessionUser } from "~/auth/session.server";
import { requestContext } from "~/lib/request-context";
import type { Role } from "~/db/schema";
import { DEMO_WRITE_REFUSED } from "~/demo/demo-policy";
import { FETCHER_FIELD, type ActionReply, type ReplyToast } from "~/lib/action-reply";
import { HONEYPOT_FIELD } from "~/lib/honeypot";
import { pagePath } from "~/lib/page-path";
import { practiceAccess, type PracticeAccess, type PracticeWho } from "~/practice/access.server";
import type { LimitCheck } from "~/lib/limits";
import { clientIp, refundFailureLimits, reserveLimits } from "~/lib/rate-limit.server";
import { toastHeader } from "~/lib/toast.server";
import { purgePages, purgeProviderPages } from "./cache.server";

export const UNSUPPORTED_BODY = "Please send the form as a form post.";
export const UNREADABLE_BODY = "The form could not be read. Please try again.";
export const UNKNOWN_INTENT = "Unknown action.";
export const SIGN_IN_REQUIRED: ReplyToast = {
  title: "Sign in required",
  description: "Your session has ended. Please sign in to continue.",
  type: "info",
};
export const FORBIDDEN = "You do not have access to this page.";

/**
 * Who may post: anyone, a signed-in user, one of some roles, or (issue 46) a practice's team
 * ("practice-member") or its owner ("practice-owner"): a provider account linked to a listing, the
 * one door of every practice action (app/practice/access.server.ts; pages use requirePractice).
 */
type Who = "anyone" | "user" | PracticeWho | readonly Role[];
type UserFor<W extends Who> = W extends "anyone" ? SessionUser | null : SessionUser;
/** A practice form's practice: the account's own listing, never one the request names. */
type PracticeFor<W extends Who> = W extends PracticeWho ? PracticeAccess : null;

const isPracticeWho = (who: Who): who is PracticeWho => who === "practice-member" || who === "practice-owner";
/** The roles `who` names (a practice's team are provider accounts); null where any signed-in user or anyone may. */
const rolesOf = (who: Who): readonly Role[] | null => (isPracticeWho(who) ? ["provider"] : typeof who === "string" ? null : who);
type Params = Record<string, string | undefined>;

/**
 * What an action's declaration may ask the pipeline to invalidate after a success: every cached
 * page of a provider (cache.server's providerPagePaths). A deleted provider's link-in-bio
 * username is given, as its row is gone by then. Or named pages (paths with their query, e.g. the
 * /gallery pages a before-and-after set shows on).
 */
export type Invalidation = { providerPages: string; linkInBioUsername?: string | null } | { pages: string[] };

export type Success<Extra extends object> = {
  ok: true;
  toast?: ReplyToast;
  /** Where to go next (a redirect, also for fetchers); without it pages re-render and resource posts go back. */
  redirectTo?: string;
  /** Extra headers (session cookies) on whatever the reply is. */
  headers?: HeadersInit;
  /** What the page needs besides the result (merged into the reply). */
  extra?: Extra;
  status?: number;
  /** Keep the typed values (default: the form is reset after a success). */
  keepValues?: boolean;
  invalidates?: Invalidation[];
  /** A no-JavaScript answer of its own (a page with a meta refresh); fetchers still get data. */
  document?: Response;
};

export type Failure = {
  ok: false;
  status: number;
  message: string;
  /** The field the message belongs to; a form-level error otherwise. */
  field?: string;
};

export function succeed<Extra extends object = object>(success: Omit<Success<Extra>, "ok"> = {}): Success<Extra> {
  return { ok: true, ...success };
}

export function fail(status: number, message: string, field?: string): Failure {
  return { ok: false, status, message, field };
}

export type ActionContext<W extends Who, S extends z.ZodType> = {
  request: Request;
  /** Work that finishes after the response (e-mails whose timing must not tell anything). */
  waitUntil: (work: Promise<unknown>) => void;
  params: Params;
  formData: FormData;
  user: UserFor<W>;
  /** The practice a "practice-member" or "practice-owner" form acts for (null for other forms). */
  practice: PracticeFor<W>;
  value: z.output<S>;
  ip: string;
};

export type ActionSpec<W extends Who, S extends z.ZodType, Extra extends object> = {
  who: W;
  schema: S;
  run: (ctx: ActionContext<W, S>) => Promise<Success<Extra> | Failure>;
  /** The message of an unexpected error (500). */
  unexpected: string;
  /** The route renders this reply itself (a page form); otherwise a no-JS post goes back with a toast. */
  page?: boolean;
  /** The page a post goes back to when it names none (no `redirectTo` field, no same-site Referer). */
  back?: (params: Params) => string;
  /** The demo account: "allow", or refused with this message (default: refused with the demo message). */
  demo?: "allow" | { refuse: string };
  /** Named limits from the registry (app/lib/limits.ts), counted after validation. */
  limits?: (ctx: { ip: string; user: UserFor<W>; value: z.output<S> }) => LimitCheck[];
  /** Public forms: what a bot that filled the honeypot is told (nothing is stored). */
  honeypot?: (ctx: { request: Request; params: Params; formData: FormData }) => Success<Extra>;
  /** Guests: where they go and what they are told (default: sign in, then back to the page). */
  signIn?: { to: "/signin" | "/signup"; toast: ReplyToast; evenForFetchers?: boolean };
  /** Message for signed-in users without one of the `who` roles (a practice form: accounts that are not providers). */
  forbidden?: string;
  /** Toast title of a failure, by field (a form-level failure passes undefined). */
  errorTitle?: (field: string | undefined) => string;
  /** Fields whose values never travel back (passwords). */
  hideFields?: string[];
  /** Where a failed no-JS post goes instead of back (a form in a dialog: the page with the dialog open). */
  failureBack?: (params: Params) => string;
  /** Headers that keep a failed no-JS post's values for the page it goes back to. */
  keepDraft?: (formData: FormData, params: Params) => Promise<HeadersInit | undefined>;
  /**
   * A destructive admin action (issue 38): the second factor must have been proven in the last 15
   * minutes, or the admin is sent to verify it again first. A function decides by the posted form
   * (one intent of a form that has two).
   */
  freshFactor?: boolean | ((formData: FormData) => boolean);
  /**
   * How the action touches the second factor (issue 43, decision 053): "proves" verifies one (the
   * aal2 rule cannot apply to what reaches aal2); "any" starts or ends a session (sign-in, sign-up,
   * sign-out, the e-mailed links' forms: they act on an address, not as the signed-in account);
   * "changes" adds, removes or replaces one (for every account: a factor proven in the last 15
   * minutes, or for the first factor a fresh e-mailed confirmation). Every other action of a
   * signed-in admin or practice account needs aal2, public forms included.
   */
  factor?: "proves" | "any" | "changes";
  /** A body over this many bytes is refused before it is read (the field and message say why). */
  maxBody?: { bytes: number; field: string; message: string };
};

type ActionArgs = { request: Request; params: Params; context: Readonly<RouterContextProvider> };
type AnyReply = ActionReply<Record<string, unknown>>;
/** What every action returns: a redirect or document, or data in the one reply shape. */
type Answer<Extra extends object> = Promise<Response | ReturnType<typeof data<ActionReply<Extra>>>>;

/** Whether a hydrated fetcher form sent this post (it answers with data, never a redirect back). */
export function isFetcherSubmission(formData: FormData | null): boolean {
  return formData?.get(FETCHER_FIELD) === "fetcher";
}

/** The page a request came from or names: never a `.data` request, never another site. */
export function backTo(request: Request, formData: FormData | null, fallback?: string): string {
  const field = formData?.get("redirectTo");
  if (typeof field === "string" && field) return safeRedirect(field, fallback ?? safeRedirect(pagePath(request.url)));
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      const url = new URL(referer);
      if (url.origin === new URL(request.url).origin)
        return safeRedirect(url.pathname + url.search + url.hash, fallback ?? safeRedirect(pagePath(request.url)));
    } catch {
      // not a URL: use the fallback
    }
  }
  return fallback ?? safeRedirect(pagePath(request.url));
}

async function readForm(request: Request): Promise<FormData | Failure> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  // A post without a body is an empty form (the schema then says what is missing).
  if (!type && !request.body) return new FormData();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") return fail(415, UNSUPPORTED_BODY);
  try {
    return await request.formData();
  } catch {
    return fail(400, UNREADABLE_BODY);
  }
}

function errorResult(failure: Failure, submission?: Submission<unknown>, hideFields?: string[]): AnyReply["result"] {
  const error = failure.field ? { fieldErrors: { [failure.field]: [failure.message] } } : { formErrors: [failure.message] };
  if (submission) return submission.reply({ ...error, hideFields });
  return { status: "error", error: failure.field ? { [failure.field]: [failure.message] } : { "": [failure.message] } };
}

/** The first field error of a failed validation, in the schema's field order. */
function firstError(errors: Record<string, string[] | null> | null | undefined): Failure {
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const message = messages?.[0];
    if (message) return fail(400, message, field || undefined);
  }
  return fail(400, UNREADABLE_BODY);
}

/** Builds the one action of a route from its declaration. */
export function formAction<const W extends Who, S extends z.ZodType, Extra extends object = object>(spec: ActionSpec<W, S, Extra>) {
  const action = (args: ActionArgs): Answer<Extra> => runAction(spec, args, undefined);
  return Object.assign(action, {
    maxBody: spec.maxBody,
    /** The form's schema, read by the security suite's fuzzing (test/integration/fuzz-actions.test.ts). */
    schema: spec.schema,
    dispatch: (args: ActionArgs, dispatched: { intent: string; formData: FormData }): Answer<object> => runAction(spec, args, dispatched),
  });
}

type IntentAction = {
  schema: z.ZodType;
  maxBody?: { bytes: number; field: string; message: string };
  dispatch: (args: ActionArgs, dispatched: { intent: string; formData: FormData }) => Answer<object>;
};

/**
 * A route with several forms, each declared with formAction: the posted `intent` picks one (a
 * form without an `intent` field picks `fallback`).
 */
export function formActions<Extra extends object = object>(actions: Record<string, IntentAction>, options: { fallback?: string } = {}) {
  const action = async (args: ActionArgs): Answer<Extra> => {
    const limited = Object.entries(actions).find(([, a]) => a.maxBody);
    if (limited?.[1].maxBody && Number(args.request.headers.get("Content-Length") ?? 0) > limited[1].maxBody.bytes)
      return tooLarge<Extra>(limited[1].maxBody, limited[0]);
    const body = await readForm(args.request);
    if (!(body instanceof FormData)) return bodyFailure<Extra>(body);
    const posted = body.get("intent");
    const intent = typeof posted === "string" ? (Object.hasOwn(actions, posted) ? posted : undefined) : options.fallback;
    const chosen = intent ? actions[intent] : undefined;
    if (!intent || !chosen)
      return data({ ok: false, result: errorResult(fail(400, UNKNOWN_INTENT)) } as ActionReply<Extra>, { status: 400 });
    return chosen.dispatch(args, { intent, formData: body });
  };
  // The forms by intent, read by the security suite's fuzzing (test/integration/fuzz-actions.test.ts).
  return Object.assign(action, { forms: actions, fallback: options.fallback });
}

function tooLarge<Extra extends object>(maxBody: { field: string; message: string }, intent?: string) {
  const failure = fail(413, maxBody.message, maxBody.field);
  return data({ ok: false, intent, result: errorResult(failure) } as ActionReply<Extra>, { status: 413 });
}

function bodyFailure<Extra extends object>(failure: Failure) {
  return data(
    {
      ok: false,
      result: errorResult(failure),
      toast: { title: "Error", description: failure.message, type: "error" },
    } as ActionReply<Extra>,
    { status: failure.status },
  );
}

async function runAction<W extends Who, S extends z.ZodType, Extra extends object>(
  spec: ActionSpec<W, S, Extra>,
  { request, params, context }: ActionArgs,
  dispatched: { intent: string; formData: FormData } | undefined,
): Answer<Extra> {
  const intent = dispatched?.intent;

  // 1. the body
  if (!dispatched && spec.maxBody && Number(request.headers.get("Content-Length") ?? 0) > spec.maxBody.bytes)
    return tooLarge<Extra>(spec.maxBody);
  const body = dispatched?.formData ?? (await readForm(request));
  if (!(body instanceof FormData)) return bodyFailure<Extra>(body);
  const formData = body;
  const fetcher = isFetcherSubmission(formData);
  const ip = clientIp(request);
  const back = () => backTo(request, formData, spec.back?.(params));

  const respond = async (reply: AnyReply, status: number, init: { headers?: HeadersInit; goTo?: string; noJsBack?: boolean } = {}) => {
    const headers = new Headers(init.headers);
    if (init.goTo) {
      if (reply.toast) headers.append("Set-Cookie", await toastHeader(reply.toast));
      return redirect(init.goTo, { status: 303, headers });
    }
    if (!fetcher && !spec.page && init.noJsBack !== false) {
      if (reply.toast) headers.append("Set-Cookie", await toastHeader(reply.toast));
      return redirect(back(), { status: 303, headers });
    }
    // After a successful fetcher action React Router reloads the root loader, which would replace
    // the toast shown in the browser; the same toast in the flash cookie keeps it up.
    if (fetcher && status < 300 && reply.toast) headers.append("Set-Cookie", await toastHeader(reply.toast));
    return data(reply as ActionReply<Extra>, { status, headers });
  };

  const failWith = async (failure: Failure, submission?: Submission<unknown>, headers?: HeadersInit) => {
    const reply: AnyReply = {
      ok: false,
      intent,
      result: errorResult(failure, submission, spec.hideFields),
      toast: { title: spec.errorTitle?.(failure.field) ?? "Error", description: failure.message, type: "error" },
    };
    const noJs = !fetcher && !spec.page;
    const draft = noJs ? await spec.keepDraft?.(formData, params) : undefined;
    const merged = new Headers(headers);
    if (draft) for (const [name, value] of new Headers(draft)) merged.append(name, value);
    return respond(reply, failure.status, { headers: merged, goTo: noJs ? spec.failureBack?.(params) : undefined });
  };

  // 2. who
  const user = await getUser(request);
  if (spec.who !== "anyone" && !user) {
    const prompt = spec.signIn ?? { to: "/signin", toast: SIGN_IN_REQUIRED };
    const location = prompt.to === "/signin" ? `/signin?redirectTo=${encodeURIComponent(back())}` : prompt.to;
    if (!fetcher || prompt.evenForFetchers)
      return respond(
        { ok: false, intent, result: errorResult(fail(401, prompt.toast.description ?? prompt.toast.title)), toast: prompt.toast },
        401,
        { goTo: location },
      );
    return respond(
      {
        ok: false,
        intent,
        result: errorResult(fail(401, prompt.toast.description ?? prompt.toast.title)),
        toast: prompt.toast,
        signIn: location,
      },
      401,
    );
  }
  const roles = rolesOf(spec.who);
  if (roles && user && !roles.includes(user.role)) return failWith(fail(403, spec.forbidden ?? FORBIDDEN));
  // 2b. the second factor, THE RULE (issues 38 and 43, decisions 052 and 053): every action of an
  // admin or practice account needs an aal2 session (a recent one where destructive), and a factor
  // change a factor proven in the last 15 minutes (or, for the first, a fresh e-mailed proof), for
  // every account; otherwise the person goes to set one up or verify it, and comes back to the page.
  // Only the actions that prove a factor or start or end a session are outside it (the shared demo
  // account has no factor: its writes are refused below).
  if (user && !user.isDemo && spec.factor !== "proves" && spec.factor !== "any") {
    const fresh = typeof spec.freshFactor === "function" ? spec.freshFactor(formData) : spec.freshFactor;
    // Back to the page of the form (a page form: its own URL; its `redirectTo` field is for after it).
    const page = spec.page ? safeRedirect(pagePath(request.url)) : back();
    const gate =
      spec.factor === "changes"
        ? await factorChangeGate(user, page)
        : secondFactorRequired(user, true)
          ? await secondFactorGate(user, page, { fresh })
          : null;
    if (gate)
      return respond(
        { ok: false, intent, result: errorResult(fail(403, gate.toast.description ?? gate.toast.title)), toast: gate.toast },
        303,
        { goTo: gate.to },
      );
  }

  // 3. demo
  if (user?.isDemo && spec.demo !== "allow") {
    const message = spec.demo?.refuse ?? DEMO_WRITE_REFUSED;
    return respond(
      { ok: false, intent, result: errorResult(fail(403, message)), toast: { title: "Demo account", description: message, type: "info" } },
      403,
    );
  }

  // 3b. a practice form (issue 46): the account's own practice, its owner where `who` says so
  let practice: PracticeAccess | null = null;
  if (user && isPracticeWho(spec.who)) {
    const access = practiceAccess(user, spec.who);
    if ("refused" in access) return failWith(fail(403, access.refused));
    practice = access;
  }

  // 4. honeypot
  const trap = formData.get(HONEYPOT_FIELD);
  if (spec.honeypot && typeof trap === "string" && trap.trim() !== "")
    return reply(spec.honeypot({ request, params, formData }), undefined);

  // 5. validate
  const submission = parseWithZod(formData, { schema: spec.schema });
  if (submission.status !== "success") return failWith(firstError(submission.error), submission);
  const value = submission.value;

  // 6. limits
  const checks = spec.limits?.({ ip, user: user as UserFor<W>, value }) ?? [];
  const verdict = await reserveLimits(checks);
  if (verdict.refused)
    return failWith(fail(429, verdict.refused.message), submission, { "Retry-After": String(verdict.refused.retryAfterSeconds) });

  // 7. run
  let outcome: Success<Extra> | Failure;
  try {
    const waitUntil = (work: Promise<unknown>) => context.get(requestContext).ctx.waitUntil(work);
    outcome = await spec.run({
      request,
      waitUntil,
      params,
      formData,
      user: user as UserFor<W>,
      practice: practice as PracticeFor<W>,
      value,
      ip,
    });
  } catch (error) {
    console.error(`action ${new URL(request.url).pathname} failed`, error);
    return failWith(fail(500, spec.unexpected), submission);
  }
  if (!outcome.ok) return failWith(outcome, submission);

  // 8. after success
  await refundFailureLimits(checks);
  for (const invalidation of outcome.invalidates ?? [])
    if ("pages" in invalidation) await purgePages(request, invalidation.pages);
    else await purgeProviderPages(request, invalidation.providerPages, invalidation.linkInBioUsername);

  // 9. reply
  return reply(outcome, submission);

  function reply(success: Success<Extra>, done: Submission<unknown> | undefined) {
    const result = done ? done.reply({ resetForm: !success.keepValues, hideFields: spec.hideFields }) : { status: "success" as const };
    const body: AnyReply = { ok: true, intent, result, toast: success.toast, ...success.extra };
    if (!fetcher && success.document) return success.document;
    return respond(body, success.status ?? 200, { headers: success.headers, goTo: success.redirectTo });
  }
}
