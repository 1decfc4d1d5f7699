import {
  type Permission,
  permissionDescriptions,
  permissionLabels,
  permissions,
} from "@shared/auth/permissions";
import { useId } from "react";

/**
 * Decision 062: an administrator's permission set as a labelled group of native checkboxes
 * (Tab between them, Space toggles); each says what it opens.
 */
export function PermissionsField({
  value,
  onChange,
  error,
}: {
  value: readonly Permission[];
  onChange(next: Permission[]): void;
  error?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (permission: Permission, on: boolean) =>
    onChange(permissions.filter((p) => (p === permission ? on : value.includes(p))));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Permissions</legend>
      {permissions.map((permission) => (
        <label key={permission} className="flex items-start gap-3 text-sm">
          <input
            type="checkbox"
            name="permissions"
            value={permission}
            checked={value.includes(permission)}
            onChange={(event) => toggle(permission, event.currentTarget.checked)}
            aria-describedby={`${id}-${permission}`}
            className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          />
          <span className="grid">
            <span className="font-medium">{permissionLabels[permission]}</span>
            <span id={`${id}-${permission}`} className="text-xs text-muted">
              {permissionDescriptions[permission]}
            </span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
