import { render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { myFreeTimes } from "@/lib/actions/appointments";
import { patientClientCopy } from "@/lib/i18n/patient-copy";
import { PatientCopyProvider } from "@/components/patient/patient-copy";
import {
  AppointmentCards,
  type AppointmentCard,
} from "@/app/(dashboards)/patient-dashboard/_components/appointment-cards";
import { setupUser } from "./helpers";

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => router }));
vi.mock("@/lib/actions/appointments", () => ({
  myFreeTimes: vi.fn(),
  moveMyAppointment: vi.fn(),
  cancelMyAppointment: vi.fn(),
}));

const freeTimes = vi.mocked(myFreeTimes);
const APPOINTMENT = "6f1c2a4e-8b3d-4c5e-9f70-112233445566";

/** Her card as the server writes it, in her language. */
function card(locale: "en" | "hi"): AppointmentCard {
  const hindi = locale === "hi";
  return {
    when: hindi ? "सोमवार, 3 मार्च 2031, सुबह 10:00" : "Mon, 3 Mar 2031, 10:00 AM",
    what: hindi
      ? "पहला परामर्श, डॉ. लक्ष्मी · 30 मिनट"
      : "Initial Consultation with Dr. Lakshmi · 30 minutes",
    where: hindi ? "Saheli Care जयपुर, जयपुर, राजस्थान में" : "At Saheli Care Jaipur, Jaipur, Rajasthan",
    status: "scheduled",
    change: {
      id: APPOINTMENT,
      when: hindi ? "सोमवार, 3 मार्च 2031, सुबह 10:00" : "Mon, 3 Mar 2031, 10:00 AM",
      day: "2031-03-03",
      time: "10:00",
      firstDay: "2031-03-01",
      cutoff: hindi ? "24 घंटे" : "24 hours",
    },
    message: { doctor: hindi ? "डॉ. लक्ष्मी" : "Dr. Lakshmi", href: "/patient-dashboard/messages/x" },
  };
}

function renderCards(locale: "en" | "hi") {
  render(
    <PatientCopyProvider copy={patientClientCopy(locale)}>
      <AppointmentCards cards={[card(locale)]} />
    </PatientCopyProvider>,
  );
}

beforeEach(() => {
  freeTimes.mockResolvedValue({ ok: true, data: { slots: ["09:00", "10:00", "14:30", "16:15"] } });
});

describe("her appointment cards", () => {
  it("in English, as before", async () => {
    renderCards("en");
    expect(screen.getByText("Scheduled")).toBeDefined();
    expect(screen.getByRole("link", { name: "Message Dr. Lakshmi" })).toBeDefined();

    await setupUser().click(screen.getByRole("button", { name: /^Change or cancel/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain(
      "Your appointment: Mon, 3 Mar 2031, 10:00 AM (India time). Change or cancel up to 24 hours before it starts.",
    );
    expect(await within(dialog).findByRole("button", { name: "2:30 PM" })).toBeDefined();
  });

  it("in Hindi: the card, the dialog and the free times, with no English word left", async () => {
    renderCards("hi");
    expect(screen.getByText("तय है")).toBeDefined();
    expect(screen.getByRole("link", { name: "डॉ. लक्ष्मी को संदेश भेजें" })).toBeDefined();

    await setupUser().click(screen.getByRole("button", { name: /^बदलें या रद्द करें/ }));
    const dialog = await screen.findByRole("dialog");
    // Her own time is left out: choosing it would change nothing.
    const slots = await within(dialog).findAllByRole("button", { pressed: false });
    expect(slots.map((slot) => slot.textContent)).toEqual(["सुबह 9:00", "दोपहर 2:30", "शाम 4:15"]);
    expect(freeTimes).toHaveBeenCalledWith({ appointmentId: APPOINTMENT, date: "2031-03-03" });
    expect(dialog.textContent).toContain("शुरू होने से 24 घंटे पहले तक");
    expect(dialog.textContent).not.toMatch(/[A-Za-z]/);
  });
});
