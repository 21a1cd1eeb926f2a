import { describe, expect, it } from "vitest";
import { appointmentStatusLabels } from "@/lib/appointments/status";
import { formatTime12h } from "@/lib/appointments/availability";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { patientChangeMessagesIn } from "@/lib/appointments/patient-changes";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { fill } from "@/lib/template";
import { claimMessagesIn, linkedBookingsMessage } from "@/lib/validations/email-verification";
import { messageLimits } from "@/lib/validations/message";

/**
 * Her appointments tab's words (content/patient/appointments.ts, appointment-answers.ts): the
 * English says what the staff's messages say where both answer the same thing, and the Hindi
 * leaves no English word on her screen.
 */

const english = patientCopy("en");
const hindi = patientCopy("hi");

/** Every string in a copy object, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  }
  return [];
}

describe("her appointments tab's words", () => {
  // The dashboard's layout hands the whole copy to a client component (PatientCopyProvider): React
  // cannot send a function there, and the layout would fail for every patient.
  it("travel to the browser as they are: plain data, no functions", () => {
    for (const copy of [english, hindi]) {
      expect(JSON.parse(JSON.stringify(copy))).toEqual(copy);
    }
  });

  it("in English, say what the staff's messages say", () => {
    expect(english.appointments.statuses).toEqual(appointmentStatusLabels);
    const changes = english.appointmentAnswers.changes;
    expect(changes.appointmentNotFound).toBe(dashboardMessages.appointmentNotFound);
    expect(changes.dateRequired).toBe(dashboardMessages.dateRequired);
    expect(changes.timeRequired).toBe(dashboardMessages.timeRequired);
    expect(changes.changedMeanwhile).toBe(dashboardMessages.changedMeanwhile);
    const question = english.appointmentAnswers.quickQuestion;
    expect(question.required).toBe(dashboardMessages.messageRequired);
    expect(fill(question.tooLong, { max: messageLimits.body })).toBe(
      dashboardMessages.messageTooLong(messageLimits.body),
    );
    expect(question.noCoordinator).toBe(dashboardMessages.noCoordinatorYet);
    expect(fill(question.sent, { name: "Priya" })).toBe(
      `${dashboardMessages.messageSent} Priya will answer in Messages.`,
    );
    expect(english.shell.toast.success).toBe(dashboardMessages.successTitle);
    expect(english.shell.toast.error).toBe(dashboardMessages.errorTitle);
  });

  it("in Hindi, leave no English word: only the clinic's name, WhatsApp and a reference's example", () => {
    const allowed = /\{\w+\}|Saheli Care|WhatsApp|SC-7KQ2M-X9D4T/g;
    const latin = [
      ...strings(hindi.appointments, "appointments"),
      ...strings(hindi.appointmentAnswers, "appointmentAnswers"),
    ].filter(([, text]) => /[A-Za-z]/.test(text.replace(allowed, "")));
    expect(latin).toEqual([]);
  });

  it("fill in Hindi: hours, tries, bookings and times", () => {
    const changes = patientChangeMessagesIn(hindi.appointmentAnswers.changes);
    expect(changes.hours(24)).toBe("24 घंटे");
    expect(changes.upTo(1)).toBe("शुरू होने से 1 घंटे पहले तक बदलें या रद्द करें");
    expect(changes.moved("सोमवार, 3 मार्च 2031, सुबह 11:00")).toBe(
      "आपका अपॉइंटमेंट अब सोमवार, 3 मार्च 2031, सुबह 11:00 को है।",
    );
    const claim = claimMessagesIn(hindi.appointmentAnswers.claim);
    expect(claim.codeWrong(1)).toBe("यह कोड सही नहीं है। अब 1 ही मौका बचा है।");
    expect(claim.codeWrong(3)).toBe("यह कोड सही नहीं है। अब 3 मौके बचे हैं।");
    expect(claim.codeSent).toContain("30 मिनट");
    expect(linkedBookingsMessage(["SC-AAAAA-BBBBB", "SC-CCCCC-DDDDD"])).toBe(
      "We added 2 bookings you made with this email: SC-AAAAA-BBBBB, SC-CCCCC-DDDDD.",
    );
    expect(linkedBookingsMessage(["SC-AAAAA-BBBBB"], hindi.appointmentAnswers.linkedBookings)).toBe(
      "आपने इस ईमेल से जो बुकिंग की थी, वह हमने आपके खाते में जोड़ दी है: SC-AAAAA-BBBBB।",
    );
    expect(
      ["09:00", "12:00", "14:30", "16:15", "19:45"].map((t) => formatTime12h(t, "hi")),
    ).toEqual(["सुबह 9:00", "दोपहर 12:00", "दोपहर 2:30", "शाम 4:15", "रात 7:45"]);
    expect(formatTime12h("14:30")).toBe("2:30 PM");
  });
});
