import { getFormProps, useForm } from "@conform-to/react";
import { Form, useLocation, useNavigation } from "react-router";
import { AdminTab, RowList, ConfirmDialog, Figures, formatDate, Pager, SearchBox } from "~/admin/admin-ui";
import { DOMAIN_ADMIN_NOTE, LAST_ADMIN_REFUSED, roleRuleNote, USER_NOT_FOUND, USERS_FETCH_FAILED } from "~/admin/messages";
import { changeUserRole, findUser, listUsers } from "~/admin/users.server";
import { listQuery, ROLE_LABELS, RoleChangeSchema, listPathAfter, withParams } from "~/admin/schemas";
import { requireRole } from "~/auth/guards.server";
import { FormAlert, inputClass } from "~/components/ui/form";
import { formSchema } from "~/components/ui/form-schema";
import { ROLES, type Role } from "~/db/schema";
import { fail, formAction, succeed } from "~/http/action.server";
import { firstMessage } from "~/lib/action-reply";
import { appConfig } from "~/lib/env.server";
import { UNLINK_NOTE } from "~/practice/claims-messages";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [{ title: "Users | Admin Console | TruSelf" }, { name: "robots", content: "noindex" }];

const CONFIRM = "confirmRole";

function isRole(value: string | null): value is Role {
  return (ROLES as readonly string[]).includes(value ?? "");
}

/** Users (spec 002 §2): newest first, searchable, paginated; ?confirmRole=&role= opens the confirmation. */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireRole(request, "admin");
  const url = new URL(request.url);
  const query = listQuery(url);
  const confirmId = url.searchParams.get(CONFIRM);
  const role = url.searchParams.get("role");
  const adminDomain = appConfig().ADMIN_EMAIL_DOMAIN;
  try {
    const [list, target] = await Promise.all([listUsers(query), confirmId && isRole(role) ? findUser(confirmId) : undefined]);
    const confirm = target && isRole(role) ? { id: target.id, email: target.email, from: target.role, to: role } : null;
    return { ...query, list, error: null, confirm, selfId: admin.id, adminDomain };
  } catch (error) {
    console.error("admin users list failed", error);
    return { ...query, list: null, error: USERS_FETCH_FAILED, confirm: null, selfId: admin.id, adminDomain };
  }
}

export const action = formAction({
  who: ["admin"],
  // A role change is destructive: a second factor from the last 15 minutes (issue 38).
  freshFactor: true,
  page: true,
  schema: RoleChangeSchema,
  unexpected: "Failed to change the role. Please try again.",
  async run({ request, user, value }) {
    const result = await changeUserRole(user, value.userId, value.role);
    if (!result.ok) return result.reason === "last-admin" ? fail(409, LAST_ADMIN_REFUSED) : fail(404, USER_NOT_FOUND);
    const description = result.changed
      ? `${result.email} is now ${ROLE_LABELS[result.to].toLowerCase()}.`
      : `${result.email} already is ${ROLE_LABELS[result.to].toLowerCase()}.`;
    // Demoting yourself ends your access to the console.
    const redirectTo = user.id === value.userId && value.role !== "admin" ? "/dashboard" : listPathAfter(request, [CONFIRM, "role"]);
    return succeed({
      redirectTo,
      toast: { title: "Role changed", description, type: "success" },
      invalidates: result.unlinkedOwnerOf ? [{ providerPages: result.unlinkedOwnerOf }] : [],
    });
  },
});

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { q, list, error, confirm, selfId, adminDomain } = loaderData;
  const { pathname, search, key: locationKey } = useLocation();
  const params = new URLSearchParams(search);
  const closeHref = withParams(pathname, params, { [CONFIRM]: null, role: null });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "changeRole";
  const failure = actionData && !actionData.ok ? firstMessage(actionData) : undefined;
  const [form] = useForm({ id: "change-role", lastResult: actionData?.result, ...formSchema(RoleChangeSchema) });
  return (
    <AdminTab id="users-heading" title="Users">
      {error || !list ? (
        <FormAlert messages={[error ?? USERS_FETCH_FAILED]} />
      ) : (
        <>
          <Figures
            items={[
              { label: "Total users", value: list.total, testId: "users-total" },
              { label: "Signed up today", value: list.today, testId: "users-today" },
              { label: "Last 7 days", value: list.lastWeek, testId: "users-week" },
              { label: "Admins", value: list.admins, testId: "users-admins" },
            ]}
          />
          <p className="text-sm text-gray-600" data-testid="role-rule">
            {roleRuleNote(adminDomain)}
          </p>
          <p className="text-sm text-gray-600" data-testid="unlink-rule">
            {UNLINK_NOTE}
          </p>
          <SearchBox label="Search users" placeholder="Name or e-mail" q={q} />
          <RowList rows={list.users} empty={q ? `No users match "${q}".` : "No users yet."} testId="users-list">
            {(u) => (
              <li key={u.id} className="flex flex-col gap-3 p-4 md:flex-row md:items-center" data-testid="user-row" data-email={u.email}>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-gray-900">
                    {u.name || u.email}
                    {u.id === selfId && <span className="ml-2 text-xs font-normal text-gray-500">(you)</span>}
                  </p>
                  <p className="break-all text-sm text-gray-600">{u.email}</p>
                  <p className="text-xs text-gray-500">
                    Joined {formatDate(u.createdAt)}
                    {u.verified ? "" : " · e-mail not verified"}
                  </p>
                  {u.roleByDomain && (
                    <p className="text-xs text-gray-500" data-testid="role-by-domain">
                      {DOMAIN_ADMIN_NOTE}
                    </p>
                  )}
                </div>
                {/* Remounted on every navigation, so a cancelled choice shows the stored role again. */}
                <Form key={`${u.role}-${locationKey}`} method="get" className="flex items-end gap-2">
                  {[...params.entries()]
                    .filter(([key]) => key !== CONFIRM && key !== "role")
                    .map(([key, value]) => (
                      <input key={key} type="hidden" name={key} value={value} />
                    ))}
                  <input type="hidden" name={CONFIRM} value={u.id} />
                  <label className="text-sm">
                    <span className="sr-only">Role of {u.email}</span>
                    <select name="role" defaultValue={u.role} className={`${inputClass} mt-0 w-36`} data-testid="role-select">
                      {ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="submit"
                    className="whitespace-nowrap rounded-full border border-gray-300 px-4 py-2 text-sm font-semibold hover:border-brand-400"
                  >
                    Change role
                  </button>
                </Form>
              </li>
            )}
          </RowList>
          <Pager page={list.page} totalPages={list.totalPages} />
        </>
      )}
      {confirm && (
        <ConfirmDialog
          title="Change role"
          testId="confirm-role-dialog"
          closeHref={closeHref}
          formProps={getFormProps(form)}
          fields={{ intent: "changeRole", userId: confirm.id, role: confirm.to }}
          failure={failure}
          busy={busy}
          busyText="Changing..."
          confirmLabel="Confirm"
        >
          Change the role of <strong className="break-all">{confirm.email}</strong> from {ROLE_LABELS[confirm.from]} to{" "}
          {ROLE_LABELS[confirm.to]}?{confirm.from === "provider" && confirm.to !== "provider" ? ` ${UNLINK_NOTE}` : ""}
        </ConfirmDialog>
      )}
    </AdminTab>
  );
}
