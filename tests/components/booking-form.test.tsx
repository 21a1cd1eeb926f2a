import { render, screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { consentWording } from "@/content/consents";
import {
  BookingFormEngine,
  type BookingFormEngineProps,
} from "@/components/booking/booking-form-engine";
import { emptyBooking, type BookingFields } from "@/components/booking/booking-values";
import { submitBooking, type NoScriptBooking } from "@/lib/actions/booking";
import type { BookingResult } from "@/lib/booking/submit";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/server/request-size.mjs";
import {
  contactMethodLabels,
  noCallsMessage,
  timeSlots,
  urgencies,
  urgencyLabels,
} from "@/lib/validations/booking";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { describedText } from "./dom";
import { clickTwiceBeforeRender, deferred, enter, setupUser, stubAccountRequests } from "./helpers";

import { bookingLanguage } from "@/lib/i18n/localized";

// bookWithoutScript runs only when the browser posts the form itself, never here.
vi.mock("@/lib/actions/booking", () => ({ submitBooking: vi.fn(), bookWithoutScript: vi.fn() }));

const action = vi.mocked(submitBooking);

/** The form as it is once its engine has taken over (the page's HTML is the form until then). */
function renderForm(props: Partial<BookingFormEngineProps> = {}) {
  return render(
    <BookingFormEngine
      initial={emptyBooking}
      returned={null}
      formAction={() => {}}
      context={{ video: false }}
      language={bookingLanguage("en")}
      {...props}
    />,
  );
}
const CONSENT_REASON = "Tick the privacy consent to continue";
const NETWORK_ERROR = /couldn't reach our booking service/;

beforeEach(() => {
  stubAccountRequests();
});

const submitButton = () =>
  screen.getByRole("button", { name: /Book my private consultation|Booking\.\.\./ });
const privacyConsent = () =>
  screen.getByRole("checkbox", { name: (name) => name.startsWith(consentWording.care.label) });
const labelled = (label: string) =>
  screen.getByLabelText(label, { selector: "input, select, textarea" });

async function fillValidBooking(user: UserEvent) {
  await enter(user, labelled("First name"), "Ananya");
  await enter(user, labelled("Last name"), "Rao");
  await enter(user, labelled("Email"), "ananya@example.com");
  await enter(user, labelled("Phone"), "+91 98765 43210");
  await enter(user, labelled("Age"), "36");
  await user.type(labelled("Preferred date"), openDayAhead(7));
  await user.selectOptions(labelled("Preferred time"), timeSlots.at(-1) ?? "");
  await user.selectOptions(labelled("How soon would you like to be seen?"), urgencyLabels.medium);
  await user.click(privacyConsent());
}

/**
 * What a browser without JavaScript posted, as bookWithoutScript hands it back: fields left empty
 * are empty strings, which the schema's input type does not describe (the schema refused them).
 */
function posted(values: Partial<BookingFields>): NoScriptValues {
  return { ...emptyBooking, ...values } as unknown as NoScriptValues;
}

/** What a form posted without JavaScript held, as the page gets it back. */
type NoScriptValues = Extract<NoScriptBooking, { ok: false }>["values"];

describe("the booking form", () => {
  it("keeps submit disabled, and says why, until she ticks the privacy consent", async () => {
    const user = setupUser();
    renderForm();

    expect(submitButton()).toHaveProperty("disabled", true);
    expect(describedText(submitButton())).toBe(CONSENT_REASON);

    await user.click(privacyConsent());
    expect(submitButton()).toHaveProperty("disabled", false);
    expect(screen.queryByText(CONSENT_REASON)).toBeNull();

    await user.click(privacyConsent());
    expect(submitButton()).toHaveProperty("disabled", true);
  });

  it("offers the booking slots and urgencies in order", () => {
    renderForm();
    const options = (label: string) =>
      within(labelled(label))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options("Preferred time")).toEqual(["Choose a time", ...timeSlots]);
    expect(options("How soon would you like to be seen?")).toEqual([
      "Choose one",
      ...urgencies.map((urgency) => urgencyLabels[urgency]),
    ]);
  });

  it("says so when she came for a video consultation", () => {
    renderForm({ context: { video: true } });
    expect(
      screen.getByText(
        "You are asking for a video consultation: a coordinator will arrange the call with you.",
      ),
    ).toBeDefined();
  });

  it("shows each required field's message under it, marks it invalid and focuses the first", async () => {
    const user = setupUser();
    renderForm();
    await user.click(privacyConsent());
    await user.click(submitButton());

    const expected: [label: string, message: string][] = [
      ["First name", "Please enter your first name"],
      ["Last name", "Please enter your last name"],
      ["Email", "Please enter your email address"],
      ["Phone", "Please enter your phone number"],
      ["Age", "Please enter your age"],
      ["Preferred date", "Please choose a preferred date"],
      ["Preferred time", "Please choose a preferred time"],
      ["How soon would you like to be seen?", "Please choose how soon you would like to be seen"],
    ];
    await screen.findByText(expected[0]?.[1] ?? "");
    for (const [label, message] of expected) {
      const field = labelled(label);
      expect(field.getAttribute("aria-invalid"), label).toBe("true");
      expect(describedText(field), label).toContain(message);
    }
    expect(document.activeElement).toBe(labelled("First name"));
    expect(action).not.toHaveBeenCalled();
  });

  it("moves the contact method off a phone call when she asks not to be called", async () => {
    const user = setupUser();
    action.mockResolvedValue({ ok: true, data: { reference: "SC-7KQ2M-X9D4T" } });
    renderForm();

    const byCall = screen.getByRole("radio", { name: "By phone call" });
    const byWhatsApp = screen.getByRole("radio", { name: `By ${contactMethodLabels.whatsapp}` });
    const noCalls = screen.getByRole("checkbox", { name: "Please don't call me" });
    expect(byCall).toHaveProperty("checked", true);
    expect(describedText(noCalls)).toBe("We will only write to you, by WhatsApp, SMS or email.");

    await user.click(noCalls);
    await waitFor(() => expect(byWhatsApp).toHaveProperty("checked", true));
    expect(byCall).toHaveProperty("checked", false);
    expect(byCall).toHaveProperty("disabled", true);
    expect(screen.queryByText(noCallsMessage)).toBeNull();

    // Unticked, a call is hers to choose again; her written choice stays until she changes it.
    await user.click(noCalls);
    expect(byCall).toHaveProperty("disabled", false);
    expect(byWhatsApp).toHaveProperty("checked", true);

    await user.click(noCalls);
    await user.click(screen.getByRole("radio", { name: "By email" }));
    await fillValidBooking(user);
    await user.click(submitButton());

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]?.[0]).toMatchObject({ noCalls: true, contactMethod: "email" });
  });

  it("sends the optional consents exactly as she left them", async () => {
    const user = setupUser();
    action.mockResolvedValue({ ok: true, data: { reference: "SC-7KQ2M-X9D4T" } });
    renderForm();

    const reminders = screen.getByRole("checkbox", {
      name: (name) => name.startsWith(consentWording.reminders.label),
    });
    const offers = screen.getByRole("checkbox", {
      name: (name) => name.startsWith(consentWording.offers.label),
    });
    expect(reminders).toHaveProperty("checked", false);
    expect(offers).toHaveProperty("checked", false);
    expect(privacyConsent()).toHaveProperty("required", true);

    await fillValidBooking(user);
    await user.click(reminders);
    await user.click(submitButton());

    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]?.[0]).toMatchObject({
      privacyConsent: true,
      communicationConsent: true,
      offersConsent: false,
    });
  });

  it("books with good input: a confirmation in the form's place, what she typed sent once", async () => {
    const user = setupUser();
    action.mockResolvedValue({ ok: true, data: { reference: "SC-7KQ2M-X9D4T" } });
    renderForm();
    await fillValidBooking(user);
    await user.click(submitButton());

    // The news takes the focus, with her reference and what she asked for.
    const heading = await screen.findByRole("heading", { name: "Request received" });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole("status").textContent).toContain(
      "Your reference is SC-7KQ2M-X9D4T: quote it if you call us.",
    );
    const summary = screen.getByText("What you asked for").nextElementSibling as HTMLElement;
    const asked = Object.fromEntries(
      within(summary)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(asked).toMatchObject({
      Reference: "SC-7KQ2M-X9D4T",
      "Preferred time": timeSlots.at(-1),
      Consultation: "Initial Consultation",
      "How we contact you": "Phone call, any time, 9 AM to 8 PM",
    });
    expect(screen.getByText(/contacts you by phone call/)).toBeDefined();
    // Nothing invites a second submission.
    expect(screen.queryByRole("button", { name: /Book my private consultation/ })).toBeNull();
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]?.[0]).toMatchObject({
      firstName: "Ananya",
      lastName: "Rao",
      email: "ananya@example.com",
      phone: "+91 98765 43210",
      age: 36,
      preferredTime: timeSlots.at(-1),
      urgency: "medium",
      consultationType: "initial",
      contactMethod: "phone_call",
      noCalls: false,
      website: "",
      kind: "consultation",
      idempotencyKey: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });

    // Said once: the confirmation (tests/e2e/booking.spec.ts sees no toast beside it).
    expect(screen.getAllByText("Request received")).toHaveLength(1);

    // Booking for someone else is a deliberate choice, and starts from an empty form.
    await user.click(screen.getByRole("link", { name: "Book a consultation for someone else" }));
    expect(labelled("First name")).toHaveProperty("value", "");
    expect(labelled("Preferred time")).toHaveProperty("value", "");
    expect(privacyConsent()).toHaveProperty("checked", false);
    expect(submitButton()).toHaveProperty("disabled", true);
  });

  it("shows a refused field's message under that field and keeps what she typed", async () => {
    const user = setupUser();
    const refusal: BookingResult = {
      ok: false,
      error: "Please check the highlighted fields.",
      fieldErrors: {
        phone: ["We couldn't send a text to this number"],
        notAField: ["Nowhere to show this"],
      },
    };
    action.mockResolvedValue(refusal);
    renderForm();
    await fillValidBooking(user);
    await user.click(submitButton());

    const phone = labelled("Phone");
    await waitFor(() => expect(phone.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(phone)).toContain("We couldn't send a text to this number");
    expect(document.activeElement).toBe(phone);
    expect(screen.queryByText("Nowhere to show this")).toBeNull();
    expect(labelled("Email").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("Please check the highlighted fields.");
    expect(labelled("First name")).toHaveProperty("value", "Ananya");
    expect(privacyConsent()).toHaveProperty("checked", true);
  });

  it("submits once when she presses twice before the button is disabled", async () => {
    const user = setupUser();
    const request = deferred<BookingResult>();
    action.mockReturnValue(request.promise);
    renderForm();
    await fillValidBooking(user);

    await clickTwiceBeforeRender(submitButton());
    await waitFor(() => expect(submitButton().textContent).toBe("Booking..."));
    expect(submitButton()).toHaveProperty("disabled", true);
    expect(action).toHaveBeenCalledTimes(1);

    request.resolve({ ok: true, data: { reference: "SC-7KQ2M-X9D4T" } });
    await screen.findByRole("heading", { name: "Request received" });
    expect(action).toHaveBeenCalledTimes(1);
  });

  it("keeps her details when the request fails, and retries with the same booking key", async () => {
    const user = setupUser();
    action
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new Error(BODY_TOO_LARGE_MESSAGE))
      .mockResolvedValueOnce({ ok: true, data: { reference: "SC-7KQ2M-X9D4T" } });
    renderForm();
    await fillValidBooking(user);

    await user.click(submitButton());
    expect(await screen.findByText(NETWORK_ERROR)).toBeDefined();
    expect(labelled("Email")).toHaveProperty("value", "ananya@example.com");
    await waitFor(() => expect(submitButton()).toHaveProperty("disabled", false));

    await user.click(submitButton());
    expect(await screen.findByText(BODY_TOO_LARGE_MESSAGE)).toBeDefined();
    await waitFor(() => expect(submitButton()).toHaveProperty("disabled", false));

    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Request received" });

    const keys = action.mock.calls.map(([input]) => input.idempotencyKey);
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it("opens a form the server refused without JavaScript at its answer: the message, the fields and the phone", () => {
    renderForm({
      returned: {
        ok: false,
        error: "Please check the highlighted fields.",
        fieldErrors: { phone: ["Please enter your phone number"] },
        values: posted({ firstName: "Ananya" }),
      },
    });
    const summary = document.getElementById("booking-result");
    expect(document.activeElement).toBe(summary);
    expect(summary?.textContent).toContain("Please check the highlighted fields.");
    expect(
      within(summary as HTMLElement)
        .getByRole("link", { name: "Please enter your phone number" })
        .getAttribute("href"),
    ).toBe("#booking-phone");
    expect(labelled("First name")).toHaveProperty("value", "Ananya");
  });

  it("offers the clinic's phone when a limit refused a booking sent without JavaScript", () => {
    renderForm({
      returned: {
        ok: false,
        error: "We've already received several booking requests with this phone number or email.",
        fieldErrors: {},
        values: posted({ firstName: "Ananya", phone: "+91 91234 56789" }),
      },
    });
    const summary = document.getElementById("booking-result") as HTMLElement;
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getByRole("link", { name: "Call us on +91 98765 43210" })
        .getAttribute("href"),
    ).toBe("tel:+919876543210");
    expect(labelled("Phone")).toHaveProperty("value", "+91 91234 56789");
  });
});
