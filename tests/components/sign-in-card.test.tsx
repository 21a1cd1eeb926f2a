import { render, screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { signIn } from "next-auth/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AfterSignIn } from "@/components/auth/form-parts";
import { SignInCard } from "@/components/auth/sign-in-card";
import { signUp } from "@/lib/actions/auth";
import * as hiAuth from "@/content/hi/auth";
import { authMessages } from "@/lib/validations/auth-messages";
import { passwordHint } from "@/lib/validations/password";
import { describedText } from "./dom";
import { clickTwiceBeforeRender, deferred, enter, setupUser, stubAccountRequests } from "./helpers";

const router = vi.hoisted(() => ({
  replace: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  back: vi.fn(),
  forward: vi.fn(),
  prefetch: vi.fn(),
}));

vi.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/sign-in",
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock("next-auth/react", () => ({ signIn: vi.fn(), signOut: vi.fn() }));
vi.mock("@/lib/actions/auth", () => ({ signUp: vi.fn() }));

const signInMock = vi.mocked(signIn);
const signUpMock = vi.mocked(signUp);

const PASSWORD = "Monsoon-Garden-42";
const NETWORK_ERROR =
  "We couldn't reach the clinic's server. Please check your connection and try again.";
const patientArea = {
  firstName: "Ananya",
  role: "patient",
  areaPath: "/patient-dashboard",
  areaTitle: "Patient dashboard",
  unread: 0,
};

beforeEach(() => {
  stubAccountRequests();
});

const field = (label: string) => screen.getByLabelText(label, { selector: "input" });
const heading = () => screen.getByRole("heading", { level: 1 });
const alertText = () => screen.getByRole("alert").textContent;

function renderCard(after: AfterSignIn = { kind: "navigate" }, initialError?: string) {
  return render(<SignInCard after={after} initialError={initialError} />);
}

describe("the sign-in card", () => {
  it("switches between sign-in and sign-up, keeping the e-mail and moving focus to the heading", async () => {
    const user = setupUser();
    renderCard();
    expect(heading().textContent).toBe("Sign in");
    await enter(user, field("Email"), "ananya@example.com");

    await user.click(screen.getByRole("button", { name: "Create an account" }));
    expect(heading().textContent).toBe("Create an account");
    expect(document.activeElement).toBe(heading());
    expect(field("Email")).toHaveProperty("value", "ananya@example.com");
    expect(screen.getByRole("radio", { name: "Patient" })).toHaveProperty("checked", true);
    expect(screen.getByRole("button", { name: "Create account" })).toBeDefined();

    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(heading().textContent).toBe("Sign in");
    expect(document.activeElement).toBe(heading());
    expect(field("Email")).toHaveProperty("value", "ananya@example.com");
  });

  describe("signing in", () => {
    it("says what is missing, under each field and in the alert, and asks nobody", async () => {
      const user = setupUser();
      renderCard();
      await user.click(screen.getByRole("button", { name: "Sign in" }));

      expect(await screen.findByRole("alert")).toBeDefined();
      expect(alertText()).toBe(`${authMessages.validationTitle}${authMessages.required}`);
      for (const label of ["Email", "Password"]) {
        expect(field(label).getAttribute("aria-invalid"), label).toBe("true");
        expect(describedText(field(label)), label).toBe(authMessages.required);
      }
      expect(document.activeElement).toBe(field("Email"));
      expect(signInMock).not.toHaveBeenCalled();
    });

    it("refuses an e-mail without a domain", async () => {
      const user = setupUser();
      renderCard();
      await enter(user, field("Email"), "ananya@");
      await enter(user, field("Password"), PASSWORD);
      await user.click(screen.getByRole("button", { name: "Sign in" }));

      await waitFor(() => expect(describedText(field("Email"))).toBe(authMessages.invalidEmail));
      expect(field("Password").getAttribute("aria-invalid")).toBeNull();
      expect(signInMock).not.toHaveBeenCalled();
    });

    it("shows the refusal in words and stays on the form", async () => {
      const user = setupUser();
      signInMock
        .mockResolvedValueOnce({ error: "invalid", status: 401, ok: false, url: null })
        .mockResolvedValueOnce({ error: "rate-limited:5", status: 401, ok: false, url: null })
        .mockRejectedValueOnce(new TypeError("Failed to fetch"));
      renderCard();
      await enter(user, field("Email"), "Ananya@Example.com");
      await enter(user, field("Password"), ` ${PASSWORD}`);
      const submit = () => screen.getByRole("button", { name: /Sign in|Signing in/ });

      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe(authMessages.invalidCredentials));
      // The e-mail as accounts store it, the password exactly as typed.
      expect(signInMock).toHaveBeenCalledWith("credentials", {
        email: "ananya@example.com",
        password: ` ${PASSWORD}`,
        redirect: false,
      });

      await waitFor(() => expect(submit()).toHaveProperty("disabled", false));
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe(authMessages.tooManyAttempts(5)));

      await waitFor(() => expect(submit()).toHaveProperty("disabled", false));
      await user.click(submit());
      await waitFor(() => expect(alertText()).toBe(NETWORK_ERROR));

      expect(router.replace).not.toHaveBeenCalled();
      expect(field("Email")).toHaveProperty("value", "Ananya@Example.com");
    });

    it("shows a failure reported in the address at once", () => {
      renderCard({ kind: "navigate" }, authMessages.suspended);
      expect(alertText()).toBe(authMessages.suspended);
    });

    it.each([
      ["her own area without a callback", undefined, patientArea.areaPath],
      ["the page she came from", "/book-consultation?kind=video", "/book-consultation?kind=video"],
      ["her own area, never another site", "https://elsewhere.example/phish", patientArea.areaPath],
    ])("goes on to %s", async (_case, callbackUrl, target) => {
      const user = setupUser();
      stubAccountRequests(patientArea);
      signInMock.mockResolvedValue({ error: null, status: 200, ok: true, url: null });
      renderCard({ kind: "navigate", callbackUrl });
      await enter(user, field("Email"), "ananya@example.com");
      await enter(user, field("Password"), PASSWORD);
      await user.click(screen.getByRole("button", { name: "Sign in" }));

      await waitFor(() => expect(router.replace).toHaveBeenCalledWith(target));
      expect(screen.getByRole("button", { name: /Signing in/ })).toHaveProperty("disabled", true);
    });

    it("re-renders the protected page it stands in for", async () => {
      const user = setupUser();
      stubAccountRequests(patientArea);
      signInMock.mockResolvedValue({ error: null, status: 200, ok: true, url: null });
      renderCard({ kind: "refresh" });
      await enter(user, field("Email"), "ananya@example.com");
      await enter(user, field("Password"), PASSWORD);
      await user.click(screen.getByRole("button", { name: "Sign in" }));

      await waitFor(() => expect(router.refresh).toHaveBeenCalledTimes(1));
      expect(router.replace).not.toHaveBeenCalled();
    });
  });

  describe("signing up", () => {
    async function openSignUp(user: UserEvent) {
      renderCard();
      await user.click(screen.getByRole("button", { name: "Create an account" }));
    }

    async function fillSignUp(user: UserEvent, role = "Patient") {
      await user.click(screen.getByRole("radio", { name: role }));
      await enter(user, field("First name"), " Ananya ");
      await enter(user, field("Last name"), "Rao");
      await enter(user, field("Email"), "Ananya@Example.com");
      await enter(user, field("Password"), PASSWORD);
    }

    it("says what is missing, the most important message in the alert", async () => {
      const user = setupUser();
      await openSignUp(user);
      await user.click(screen.getByRole("button", { name: "Create account" }));

      expect(await screen.findByRole("alert")).toBeDefined();
      expect(alertText()).toBe(`${authMessages.validationTitle}${authMessages.required}`);
      expect(describedText(field("First name"))).toBe(authMessages.namesRequired);
      expect(describedText(field("Last name"))).toBe(authMessages.namesRequired);
      expect(describedText(field("Email"))).toBe(authMessages.required);
      expect(field("Password").getAttribute("aria-invalid")).toBe("true");
      expect(document.activeElement).toBe(field("First name"));
      expect(signUpMock).not.toHaveBeenCalled();
    });

    it("asks staff for a longer password, and says so before she submits", async () => {
      const user = setupUser();
      await openSignUp(user);
      expect(describedText(field("Password"))).toBe(passwordHint("patient"));

      await user.click(screen.getByRole("radio", { name: "Doctor" }));
      expect(describedText(field("Password"))).toBe(passwordHint("doctor"));

      await enter(user, field("First name"), "Ananya");
      await enter(user, field("Last name"), "Rao");
      await enter(user, field("Email"), "ananya@example.com");
      await enter(user, field("Password"), "Monsoon-42");
      await user.click(screen.getByRole("button", { name: "Create account" }));

      await waitFor(() =>
        expect(describedText(field("Password"))).toContain(authMessages.staffPasswordTooShort),
      );
      expect(alertText()).toBe(
        `${authMessages.validationTitle}${authMessages.staffPasswordTooShort}`,
      );
      expect(signUpMock).not.toHaveBeenCalled();
    });

    it("shows a refused sign-up under the field it concerns and focuses it", async () => {
      const user = setupUser();
      signUpMock.mockResolvedValue({
        ok: false,
        error: authMessages.alreadyRegistered,
        fieldErrors: { email: [authMessages.alreadyRegistered] },
      });
      await openSignUp(user);
      await fillSignUp(user);
      await user.click(screen.getByRole("button", { name: "Create account" }));

      await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));
      expect(describedText(field("Email"))).toBe(authMessages.alreadyRegistered);
      expect(document.activeElement).toBe(field("Email"));
      expect(alertText()).toBe(`${authMessages.errorTitle}${authMessages.alreadyRegistered}`);
      // Names trimmed, the e-mail as accounts store it, the password exactly as typed.
      expect(signUpMock).toHaveBeenCalledWith({
        role: "patient",
        firstName: "Ananya",
        lastName: "Rao",
        email: "ananya@example.com",
        password: PASSWORD,
      });
      expect(signInMock).not.toHaveBeenCalled();
    });

    it("tells a doctor her account awaits approval, without signing her in", async () => {
      const user = setupUser();
      signUpMock.mockResolvedValue({ ok: true, data: { status: "pending" } });
      await openSignUp(user);
      await fillSignUp(user, "Doctor");
      await user.click(screen.getByRole("button", { name: "Create account" }));

      await waitFor(() => expect(heading().textContent).toBe("Account created"));
      // The focus moves in an effect after the heading renders: a busy machine shows the gap.
      await waitFor(() => expect(document.activeElement).toBe(heading()));
      expect(screen.getByRole("status").textContent).toContain(authMessages.pending);
      expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
      expect(signUpMock.mock.calls[0]?.[0]).toMatchObject({ role: "doctor" });
      expect(signInMock).not.toHaveBeenCalled();
    });

    it("signs a new patient in and takes her to her area, creating one account on a double press", async () => {
      const user = setupUser();
      const answer = deferred<Awaited<ReturnType<typeof signUp>>>();
      signUpMock.mockReturnValue(answer.promise);
      stubAccountRequests(patientArea);
      signInMock.mockResolvedValue({ error: null, status: 200, ok: true, url: null });
      await openSignUp(user);
      await fillSignUp(user);
      await clickTwiceBeforeRender(screen.getByRole("button", { name: "Create account" }));
      answer.resolve({ ok: true, data: { status: "active" } });

      await waitFor(() => expect(router.replace).toHaveBeenCalledWith(patientArea.areaPath));
      expect(signUpMock).toHaveBeenCalledTimes(1);
      expect(signInMock).toHaveBeenCalledWith("credentials", {
        email: "ananya@example.com",
        password: PASSWORD,
        redirect: false,
      });
    });
  });
});

describe("the card on a Hindi page", () => {
  const words = {
    locale: "hi" as const,
    card: hiAuth.signInCardWords,
    messages: hiAuth.authWords,
    links: { forgot: "/hi/forgot-password", home: "/hi/home" },
  };

  it("speaks Hindi, checks in Hindi and asks the server for Hindi", async () => {
    const user = setupUser();
    render(<SignInCard after={{ kind: "navigate" }} initialMode="sign-up" words={words} />);
    expect(heading().textContent).toBe("खाता बनाएँ");
    expect(screen.getByRole("radio", { name: "मरीज़" })).toHaveProperty("checked", true);
    await user.click(screen.getByRole("button", { name: "खाता बनाएँ" }));
    expect(await screen.findByRole("alert")).toBeDefined();
    expect(alertText()).toContain("कुछ जानकारी ठीक करनी है");
    expect(alertText()).toContain("ईमेल और पासवर्ड दोनों ज़रूरी हैं।");
    expect(signUpMock).not.toHaveBeenCalled();

    signUpMock.mockResolvedValue({ ok: true, data: { status: "pending" } });
    await enter(user, field("पहला नाम"), "सुनीता");
    await enter(user, field("उपनाम"), "वर्मा");
    await enter(user, field("ईमेल"), "sunita@example.in");
    await enter(user, field("पासवर्ड"), PASSWORD);
    await user.click(screen.getByRole("button", { name: "खाता बनाएँ" }));
    await waitFor(() =>
      expect(signUpMock).toHaveBeenCalledWith(expect.objectContaining({ locale: "hi" })),
    );
    expect(screen.getByRole("link", { name: "मुखपृष्ठ पर वापस जाएँ" })).toHaveProperty(
      "pathname",
      "/hi/home",
    );
  });

  it("leads 'Forgot password?' to the Hindi page", () => {
    render(<SignInCard after={{ kind: "navigate" }} words={words} />);
    expect(screen.getByRole("link", { name: "पासवर्ड भूल गईं?" })).toHaveProperty(
      "pathname",
      "/hi/forgot-password",
    );
  });
});
