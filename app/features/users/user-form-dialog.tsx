import type { FieldErrors } from "@shared/api/envelope";
import { PASSWORD_MIN_LENGTH } from "@shared/auth/password-policy";
import type { Permission } from "@shared/auth/permissions";
import { type Role, roleLabels, roles } from "@shared/auth/user";
import { createUserSchema, type UserSummary, updateUserSchema } from "@shared/users/user-admin";
import { type FormEvent, useState } from "react";
import { WorkEmailField } from "~/components/admin/work-email-field";
import { ConfirmPasswordField } from "~/components/credentials/confirm-password-field";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { FormAlert } from "~/components/form-alert";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { Field, inputClasses } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { cn } from "~/lib/cn";
import { formValues, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { PermissionsField } from "./permissions-field";
import { useCreateUser } from "./use-create-user";
import { useUpdateUser } from "./use-update-user";

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));

/** Create a user (with an initial password), or edit one's name and role. */
export function UserFormDialog({
  user,
  open,
  onOpenChange,
}: {
  /** Absent: create. */
  user?: UserSummary;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const [role, setRole] = useState<Role>(user?.role ?? "staff");
  // Decision 062: an administrator without a chosen set is an Owner, here as in the API.
  const [permissions, setPermissions] = useState<Permission[]>(
    user?.role === "admin" ? user.permissions : ["owner"],
  );
  const { errors, alert, setErrors, fail, clearAlert, refuse, formRef } = useFormFailure(
    "Could not save the user.",
  );
  // A refused save shows the messages and moves focus to the first (issue 34 "Forms").
  const reject = (fields: FieldErrors) => {
    setErrors(fields);
    refuse(fields);
  };
  const pending = create.isPending || update.isPending;
  const chosenPermissions = role === "admin" ? permissions : [];
  const newPermissions =
    user !== undefined && role === "admin" && chosenPermissions.join() !== user.permissions.join();
  // Granting a role or permissions (or creating an administrator) needs the admin's password.
  const needsConfirmation = user ? role !== user.role || newPermissions : role === "admin";

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const raw = formValues(event.currentTarget);
    const values = { ...raw, role, ...(role === "admin" ? { permissions } : {}) };
    clearAlert();
    if (role === "admin" && permissions.length === 0) {
      return setErrors({ permissions: "Choose at least one permission" });
    }
    const done = { onSuccess: () => onOpenChange(false), onError: fail };
    if (user) {
      const parsed = updateUserSchema.safeParse(values);
      if (!parsed.success) return reject(zodFieldErrors(parsed.error));
      setErrors({});
      const { displayName, email, currentPassword } = parsed.data;
      const set = role === "admin" ? { permissions } : {};
      update.mutate({ id: user.id, displayName, email, role, ...set, currentPassword }, done);
      return;
    }
    const parsed = createUserSchema.safeParse({
      ...values,
      mustChangePassword: raw.mustChangePassword === "on",
    });
    if (!parsed.success) return reject(zodFieldErrors(parsed.error));
    setErrors({});
    create.mutate(parsed.data, done);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={user ? `Edit ${user.displayName}` : "Add a user"}
        description={
          user
            ? "Change the name, the role or the permissions. A new role takes effect at the next sign-in, new permissions at once."
            : "Administrators open the admin area, each to the pages of their permissions; staff accounts cannot open it."
        }
      >
        <CredentialForm id="user-form" ref={formRef} onSubmit={submit} className="grid gap-4">
          <FormAlert message={alert} />
          <Field label="Full name" error={errors.displayName} required>
            {(control) => (
              <input
                {...control}
                name="displayName"
                defaultValue={user?.displayName}
                autoComplete="off"
                className={cn(inputClasses, "h-11")}
              />
            )}
          </Field>
          <WorkEmailField
            own={false}
            email={user?.email}
            error={errors.email}
            hint="Discount approvals and their decisions reach this person here. Without one, they go to the sales address."
          />
          <Field
            label="Username"
            error={errors.username}
            required={!user}
            hint={user ? "Usernames cannot be changed." : "3-32 characters: letters, digits, . _ -"}
          >
            {(control) => (
              <input
                {...control}
                name="username"
                defaultValue={user?.username}
                disabled={Boolean(user)}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className={cn(inputClasses, "h-11 disabled:opacity-60")}
              />
            )}
          </Field>
          <Field label="Role" error={errors.role}>
            {(control) => (
              <Select
                {...control}
                options={roleOptions}
                value={role}
                onValueChange={(value) => setRole(value as Role)}
              />
            )}
          </Field>
          {role === "admin" ? (
            <PermissionsField
              value={permissions}
              onChange={setPermissions}
              error={errors.permissions}
            />
          ) : null}
          {user ? null : (
            <>
              <Field
                label="Initial password"
                error={errors.password}
                required
                hint={`At least ${PASSWORD_MIN_LENGTH} characters. Share it with the person over a separate channel.`}
              >
                {(control) => (
                  <PasswordInput {...control} name="password" autoComplete="new-password" />
                )}
              </Field>
              <label className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="mustChangePassword"
                  defaultChecked
                  className="mt-0.5 size-4 accent-[var(--primary)]"
                />
                <span>Require a new password at first sign-in</span>
              </label>
            </>
          )}
          {needsConfirmation ? (
            <ConfirmPasswordField
              error={errors.currentPassword}
              hint={
                user
                  ? "A new role or permission set changes what this person can do, so it needs your password."
                  : "A new administrator can do what the permissions above allow, so this needs your password."
              }
            />
          ) : null}
        </CredentialForm>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogFormActions form="user-form" pending={pending} pendingLabel="Saving">
            {user ? "Save changes" : "Create user"}
          </DialogFormActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}
