import { DEFAULT_AFTER_LOGIN, safeRedirectPath } from "@shared/auth/safe-redirect";
import { type AuthUser, canEnterAdmin, isMfaChallenge, type LoginResult } from "@shared/auth/user";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { toast } from "~/components/ui/toast-store";
import { PasswordForm } from "~/features/account/password-form";
import { AUTH_TITLE_ID, AuthCard } from "~/features/auth/auth-card";
import { CredentialsStep } from "~/features/auth/credentials-step";
import { MfaStep } from "~/features/auth/mfa-step";
import { NoAccessStep } from "~/features/auth/no-access-step";
import { useStepFocus } from "~/features/auth/use-step-focus";
import { currentUserKey } from "~/lib/auth/use-current-user";
import { QueryProvider } from "~/lib/query-provider";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: "Staff sign-in | Sentinel Forge" },
  { name: "robots", content: "noindex" },
];

// Some steps show the signed-in user's name: no browser or proxy may keep a copy.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request, context }: Route.LoaderArgs) {
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get("redirectTo"));
  // Already signed in as an admin: straight on to where they were going.
  if (canEnterAdmin(context.user)) throw redirect(redirectTo);
  return { user: context.user, redirectTo };
}

/** Seed 001 §4: signed out -> (awaiting MFA) -> signed in; plus a forced password change. */
type Step =
  | { name: "credentials"; notice: string | null }
  | { name: "mfa"; userId: string }
  | { name: "change-password"; user: AuthUser }
  | { name: "no-access"; user: AuthUser };

function stepFor(user: AuthUser | null): Step {
  if (!user) return { name: "credentials", notice: null };
  if (user.mustChangePassword) return { name: "change-password", user };
  return { name: "no-access", user };
}

const titles: Record<Step["name"], [string, string]> = {
  credentials: ["Staff sign-in", "Sign in to manage quotes, content and the service catalogue."],
  mfa: ["Two-factor authentication", "Enter the 6-digit code from your authenticator app."],
  "change-password": [
    "Choose a new password",
    "Your password was set by an administrator or at installation. Replace it to continue.",
  ],
  "no-access": ["No access to the admin area", "This account cannot open the admin area."],
};

export default function SignIn(props: Route.ComponentProps) {
  return (
    <QueryProvider>
      <SignInPage {...props} />
    </QueryProvider>
  );
}

function SignInPage({ loaderData }: Route.ComponentProps) {
  const { redirectTo } = loaderData;
  const [step, setStep] = useState<Step>(() => stepFor(loaderData.user));
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  function signedIn(user: AuthUser) {
    queryClient.setQueryData(currentUserKey, user);
    if (canEnterAdmin(user)) navigate(redirectTo || DEFAULT_AFTER_LOGIN, { replace: true });
    else setStep(stepFor(user));
  }

  function onCredentials(result: LoginResult) {
    if (isMfaChallenge(result)) setStep({ name: "mfa", userId: result.userId });
    else signedIn(result);
  }

  const [title, description] = titles[step.name];
  const { container, announced } = useStepFocus(
    step.name,
    `${title}. ${description}`,
    AUTH_TITLE_ID,
  );
  return (
    <AuthCard title={title} description={description}>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
      <div ref={container}>
        {step.name === "credentials" ? (
          <CredentialsStep
            key={step.notice ?? "fresh"}
            notice={step.notice}
            onResult={onCredentials}
          />
        ) : null}
        {step.name === "mfa" ? (
          <MfaStep
            userId={step.userId}
            onSignedIn={signedIn}
            onRestart={(notice) => setStep({ name: "credentials", notice })}
          />
        ) : null}
        {step.name === "change-password" ? (
          <PasswordForm
            submitLabel="Save and continue"
            onChanged={() => {
              toast({ title: "Password changed", variant: "success" });
              signedIn({ ...step.user, mustChangePassword: false });
            }}
          />
        ) : null}
        {step.name === "no-access" ? (
          <NoAccessStep
            user={step.user}
            onSignedOut={() => setStep({ name: "credentials", notice: null })}
          />
        ) : null}
      </div>
    </AuthCard>
  );
}
