import {
  type APIRequestContext,
  test as base,
  expect,
  type Page,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { generate } from "otplib";
import { E2E_ADMIN } from "./e2e-admin";
import { gotoReady } from "./support";

export const PASSWORD = "Harbor-Signal-Lantern-81";

export interface Account {
  username: string;
  displayName: string;
  password: string;
  /** The TOTP secret, for accounts created with two-factor on. */
  secret?: string;
}

/** The TOTP code an authenticator shows `offsetSeconds` from now. */
export function totpCode(secret: string, offsetSeconds = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });
}

let counter = 0;

/** Each test makes its own users through the admin API, so tests never share state. */
class Accounts {
  constructor(
    private readonly playwright: PlaywrightWorkerArgs["playwright"],
    private readonly baseURL: string,
  ) {}

  /** An API client signed in as `account`, sending a same-origin Origin like a browser. */
  async api(account: { username: string; password: string }): Promise<APIRequestContext> {
    const api = await this.playwright.request.newContext({
      baseURL: this.baseURL,
      extraHTTPHeaders: { origin: this.baseURL },
    });
    const res = await api.post("/api/auth/login", { data: account });
    expect(res.status(), await res.text()).toBe(200);
    return api;
  }

  async create(
    options: {
      role?: "admin" | "staff";
      /** Decision 062: an administrator's set; without one an administrator is an Owner. */
      permissions?: string[];
      mfa?: boolean;
      mustChangePassword?: boolean;
    } = {},
  ): Promise<Account> {
    counter += 1;
    const username = `e2e-${process.pid}-${counter}-${Date.now() % 100_000}`;
    // Unique across workers too: owner pickers list every account by this name.
    const displayName = `Alex Tester ${process.pid}-${counter}`;
    const admin = await this.api(E2E_ADMIN);
    const created = await admin.post("/api/admin/users", {
      data: {
        username,
        displayName,
        role: options.role ?? "admin",
        ...(options.permissions ? { permissions: options.permissions } : {}),
        password: PASSWORD,
        mustChangePassword: options.mustChangePassword ?? false,
        // Creating an administrator asks for the acting admin's own password.
        currentPassword: E2E_ADMIN.password,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    await admin.dispose();
    const account: Account = { username, displayName, password: PASSWORD };
    if (options.mfa) account.secret = await this.enableMfa(account);
    return account;
  }

  private async enableMfa(account: Account): Promise<string> {
    const api = await this.api(account);
    const setup = await api.post("/api/account/mfa/setup", {
      data: { password: account.password },
    });
    const secret = String((await setup.json()).data.secret).replaceAll(" ", "");
    const enabled = await api.post("/api/account/mfa/enable", {
      data: { token: await totpCode(secret) },
    });
    expect(enabled.status()).toBe(200);
    await api.dispose();
    return secret;
  }
}

export const test = base.extend<{ accounts: Accounts }>({
  accounts: async ({ playwright, baseURL }, use) => {
    await use(new Accounts(playwright, baseURL ?? ""));
  },
});
export { expect };

/** Fills the /auth form (the password step). */
export async function submitCredentials(page: Page, username: string, password: string) {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Signs in through the page, answering the code step when the account has TOTP. */
export async function signIn(page: Page, account: Account, path = "/auth") {
  await gotoReady(page, path);
  await submitCredentials(page, account.username, account.password);
  if (account.secret) {
    // The enrolment spent the current time step; the next one is within the +-1 window.
    await page.getByLabel("Authentication code").fill(await totpCode(account.secret, 30));
    await page.getByRole("button", { name: "Verify" }).click();
  }
}

/** The toast of a given type with a title and text. */
export function toastOf(page: Page, variant: string, title: string) {
  return page.locator(`[data-variant="${variant}"]`, { hasText: title });
}
