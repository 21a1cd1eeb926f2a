import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { GuestDoor } from "@/components/video/guest-door";

/**
 * The door of a guest's video visit (what her mailed link opens): when the room opens, the one
 * button that spends her key, or why it no longer works, in the language she booked in.
 */

const APPOINTMENT = "6f1c2a4e-8b3d-4c5e-9f70-112233445566";
const KEY = "k".repeat(43);

function door(locale: "en" | "hi", state: "not-open" | "open" | "spent") {
  return render(
    <GuestDoor
      appointmentId={APPOINTMENT}
      guestKey={KEY}
      locale={locale}
      doctorName="Dr. Kavya Menon"
      startsAt={new Date("2031-03-03T04:30:00Z")}
      opensAt={new Date("2031-03-03T04:20:00Z")}
      state={state}
    />,
  );
}

describe("a guest's door to her video visit", () => {
  it("in its window, posts her key to go in, and says the link is for one browser", () => {
    const { container } = door("en", "open");
    expect(
      screen.getByText("With Dr. Kavya Menon · starts Mon, 3 Mar 2031, 10:00 AM (India time)"),
    ).toBeDefined();
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe(`/api/visits/${APPOINTMENT}/guest`);
    expect(container.querySelector<HTMLInputElement>('input[name="key"]')?.value).toBe(KEY);
    expect(screen.getByRole("button", { name: "Go to your visit" })).toBeDefined();
    expect(container.textContent).toContain("it lets in only the first browser");
  });

  it("before the room opens, says when, and offers nothing to press", () => {
    door("en", "not-open");
    expect(screen.getByRole("status").textContent).toBe(
      "The room opens Mon, 3 Mar 2031, 9:50 AM, ten minutes before your visit. Come back to this link then: it has not been used up.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("once spent in another browser, says so, with the clinic's phone", () => {
    const { container } = door("en", "spent");
    expect(screen.getByRole("alert").textContent).toContain("already been used to go in");
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.querySelector("input")).toBeNull();
    expect(screen.getByRole("link", { name: "+91 98765 43210" })).toBeDefined();
  });

  it("in Hindi for a Hindi booking, with no English word but her doctor's name", () => {
    for (const state of ["open", "not-open", "spent"] as const) {
      const { container, unmount } = door("hi", state);
      expect(container.firstElementChild?.getAttribute("lang")).toBe("hi");
      expect(container.textContent).toContain("डॉ. Kavya Menon के साथ");
      expect(container.textContent?.replace("Kavya Menon", "")).not.toMatch(/[A-Za-z]/);
      unmount();
    }
  });
});
