"use client";

import * as React from "react";
import { openAppointment, type AppointmentPrivateDetails } from "@/lib/actions/appointment-details";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { Skeleton } from "@/components/ui/skeleton";

type State =
  | { status: "loading" }
  | { status: "error"; error: string }
  | { status: "ready"; details: AppointmentPrivateDetails };

/**
 * How she wants to be contacted and what she agreed to, shown prominently wherever staff act on
 * her request or appointment. Neutral wording only: this may be read over a shoulder.
 */
function HowToReachHer({
  contact,
  consents,
}: Pick<AppointmentPrivateDetails, "contact" | "consents">) {
  return (
    <div className="bg-trust-soft space-y-2 rounded-lg p-3 text-sm" aria-label="How to contact her">
      {contact ? (
        <ContactPreferencesLine contact={contact} />
      ) : (
        <p className="text-muted-foreground">
          No contact preferences on record: ask her how and when she prefers to be contacted.
        </p>
      )}
      <p>
        {consents.includes("reminders") ? (
          <span>Agreed to reminders and updates.</span>
        ) : (
          <span className="font-medium">
            No reminders or updates: she has not agreed to them, or withdrew.
          </span>
        )}
      </p>
    </div>
  );
}

/**
 * The private side of an appointment, read from the server when its details open (and written to
 * her access log there): the notes and her consents are never sent with the list.
 */
export function AppointmentPrivateSide({ appointmentId }: { appointmentId: string }) {
  const [state, setState] = React.useState<State>({ status: "loading" });
  React.useEffect(() => {
    let live = true;
    openAppointment({ appointmentId }).then(
      (result) => {
        if (!live) return;
        setState(
          result.ok
            ? { status: "ready", details: result.data }
            : { status: "error", error: result.error },
        );
      },
      () => {
        if (live) {
          setState({ status: "error", error: "Could not load the details. Please try again." });
        }
      },
    );
    return () => {
      live = false;
    };
  }, [appointmentId]);

  if (state.status === "loading") {
    return (
      <div aria-busy="true" aria-label="Loading her preferences" className="space-y-2">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    );
  }
  if (state.status === "error") {
    return (
      <p role="alert" className="text-destructive text-sm">
        {state.error}
      </p>
    );
  }
  const { notes, ...preferences } = state.details;
  return (
    <div className="space-y-3">
      <HowToReachHer {...preferences} />
      {notes ? (
        <div className="text-sm">
          <p className="text-muted-foreground">Notes</p>
          <p className="whitespace-pre-line">{notes}</p>
        </div>
      ) : null}
    </div>
  );
}
