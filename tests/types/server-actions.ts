import { updateAppointmentStatus, type AppointmentChange } from "@/lib/actions/appointments";
import { signUp } from "@/lib/actions/auth";
import { submitBooking } from "@/lib/actions/booking";
import { doctorChoices } from "@/lib/actions/doctors";
import { uploadImage } from "@/lib/actions/media";
import { cancelAccountDeletion } from "@/lib/actions/my-data";
import { confirmBookingDeletionLink, requestBookingDeletionLink } from "@/lib/actions/privacy";
import { deleteUser, setUserStatus } from "@/lib/actions/users";

/**
 * Proof that a call of a server action is type-checked against the action's schema: tsc checks
 * this file (the tsconfig takes every .ts file) and vitest never runs it (not *.test.ts). Each
 * @ts-expect-error marks a call the types must refuse; the day they accept one, the directive has
 * nothing to expect and tsc fails. Nothing calls this function: it is here to be compiled.
 */
export async function serverActionCallsAreChecked(): Promise<void> {
  const id = "6f1c2a4e-8d3b-4f7a-9c5e-2b1d0e9f8a7c";

  const moved = await updateAppointmentStatus({ appointmentId: id, status: "confirmed" });
  // The answer is typed as well as the question.
  const change: AppointmentChange | null = moved.ok ? moved.data : null;
  void change;
  void requestBookingDeletionLink({ email: "asha@example.com" });
  void cancelAccountDeletion({});
  void uploadImage(new FormData());

  // @ts-expect-error: a renamed field (appointmentID for appointmentId)
  void updateAppointmentStatus({ appointmentID: id, status: "confirmed" });
  // @ts-expect-error: a status that is not one of the appointment statuses
  void updateAppointmentStatus({ appointmentId: id, status: "done" });
  // @ts-expect-error: a required field left out
  void setUserStatus({ userId: id });
  // @ts-expect-error: a field the schema does not have
  void deleteUser({ userId: id, reason: "spam" });
  // @ts-expect-error: no input at all, where the schema wants an object
  void doctorChoices();
  // @ts-expect-error: the editor's file as a plain object rather than its FormData
  void uploadImage({ file: new File([], "photo.png") });

  // The public actions are typed the same way.
  // @ts-expect-error: the sign-up form never offers the owner role
  void signUp({ firstName: "A", lastName: "B", email: "a@b.in", password: "x", role: "owner" });
  // @ts-expect-error: a booking missing most of the form
  void submitBooking({ firstName: "Asha", email: "asha@example.com" });
  // @ts-expect-error: a renamed field (address for email)
  void requestBookingDeletionLink({ address: "asha@example.com" });
  // @ts-expect-error: the token is the link's text, never a number
  void confirmBookingDeletionLink({ token: 42 });
}
