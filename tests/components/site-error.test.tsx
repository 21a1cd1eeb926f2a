import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import EnglishError from "@/app/(site)/error";
import HindiError from "@/app/hi/delete-my-booking/error";
import { DashboardError, TabError } from "@/components/dashboard/dashboard-error";
import { clinicPhone } from "@/content/contact";
import { setupUser } from "./helpers";

const router = vi.hoisted(() => ({ refresh: vi.fn(), prefetch: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const failure = Object.assign(new Error("connection refused: patient Asha Rao"), {
  digest: "4021987",
});

beforeEach(() => router.refresh.mockReset());

describe("a public page that failed", () => {
  it("says so in English, with a retry that asks the server again, the phone and the way home", async () => {
    const reset = vi.fn();
    render(<EnglishError error={failure} reset={reset} />);
    expect(screen.getByRole("heading", { name: "This page didn’t load" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/home",
    );
    expect(
      screen.getByRole("link", { name: `Call us on ${clinicPhone.display}` }).getAttribute("href"),
    ).toBe(clinicPhone.href);
    expect(screen.getByText(/4021987/)).toBeTruthy();
    await setupUser().click(screen.getByRole("button", { name: "Try again" }));
    expect(router.refresh).toHaveBeenCalledOnce();
    expect(reset).toHaveBeenCalledOnce();
    // The error's own message never reaches the screen: it could name a patient.
    expect(document.body.textContent).not.toContain("Asha");
  });

  it("on a Hindi page says it in Hindi, and leads home to the Hindi home page", () => {
    render(<HindiError error={failure} reset={vi.fn()} />);
    expect(screen.getByRole("heading", { name: "यह पेज नहीं खुल पाया" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "फिर से कोशिश करें" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "होम पेज पर वापस जाएँ" }).getAttribute("href")).toBe(
      "/hi/home",
    );
    const text = document.body.textContent ?? "";
    // Latin letters only in the clinic's number and the reference's digits.
    expect(text.replace(clinicPhone.display, "").match(/[A-Za-z]+/g)).toBeNull();
    expect(text).toContain("संदर्भ: 4021987");
  });
});

describe("a signed-in area that failed", () => {
  it("says so in the staff's English when given no words, for the page and for a tab", () => {
    const { unmount } = render(<DashboardError error={failure} reset={vi.fn()} />);
    expect(
      screen.getByRole("heading", { level: 1, name: "We couldn’t load this page" }),
    ).toBeTruthy();
    expect(screen.getByText(/Our records system did not answer just now/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    unmount();
    render(<TabError error={failure} reset={vi.fn()} />);
    expect(
      screen.getByRole("heading", { level: 2, name: "This section couldn’t be loaded" }),
    ).toBeTruthy();
    expect(screen.getByText("Reference: 4021987")).toBeTruthy();
  });
});
