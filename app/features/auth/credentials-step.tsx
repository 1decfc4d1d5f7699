import { loginBodySchema } from "@shared/auth/credentials";
import type { LoginResult } from "@shared/auth/user";
import { type FormEvent, useState } from "react";
import { CredentialForm } from "~/components/credentials/credential-form";
import { PasswordInput } from "~/components/credentials/password-input";
import { FormAlert } from "~/components/form-alert";
import { Field, inputClasses } from "~/components/ui/field";
import { SubmitButton } from "~/components/ui/submit-button";
import { toast } from "~/components/ui/toast-store";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import { apiMessage, formValues, zodFieldErrors } from "~/lib/form-errors";
import { useFormFailure } from "~/lib/use-form-failure";
import { useLogin } from "./use-login";

/** Seed 001 §8: the two texts of a failed sign-in. */
export const INVALID_CREDENTIALS = "Invalid credentials";
export const LOGIN_FAILED = "Login failed. Please try again.";

export function CredentialsStep({
  notice,
  onResult,
}: {
  notice: string | null;
  onResult(result: LoginResult): void;
}) {
  const login = useLogin();
  const failure = useFormFailure(LOGIN_FAILED, "sign in");
  const { errors, setErrors } = failure;
  const [alert, setAlert] = useState<string | null>(notice);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    failure.clearAlert();
    setAlert(null);
    const parsed = loginBodySchema.safeParse(formValues(event.currentTarget));
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      setErrors(found);
      return failure.refuse(found);
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: onResult,
      onError: (error) => {
        const status = error instanceof ApiError ? error.status : 0;
        toast({
          title: "Login failed",
          description: status === 401 ? INVALID_CREDENTIALS : LOGIN_FAILED,
          variant: "error",
        });
        if (status === 429) setAlert(apiMessage(error, LOGIN_FAILED));
      },
    });
  }

  return (
    <CredentialForm ref={failure.formRef} onSubmit={submit} className="grid gap-5">
      <FormAlert message={failure.alert ?? alert} />
      <Field label="Username" error={errors.username}>
        {(control) => (
          <input
            {...control}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            className={cn(inputClasses, "h-11")}
          />
        )}
      </Field>
      <Field label="Password" error={errors.password}>
        {(control) => (
          <PasswordInput {...control} name="password" autoComplete="current-password" required />
        )}
      </Field>
      <SubmitButton
        size="lg"
        pending={login.isPending}
        pendingLabel="Signing in"
        className="w-full"
      >
        Sign in
      </SubmitButton>
    </CredentialForm>
  );
}
