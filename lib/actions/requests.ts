"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { areas } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/mail/outbox";
import { deliverMessagesSoon } from "@/lib/messaging/senders";
import { isAppointmentOverlap } from "@/lib/db/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { indiaDateTimeToInstant } from "@/lib/india-time";
import { scheduleFromRequest } from "@/lib/booking/schedule";
import {
  mayActOn,
  refusalFor,
  requestActionFrom,
  requestMessages,
  type RequestAction,
  type RequestStatus,
} from "@/lib/booking/request-queue";
import {
  requestClaimSchema,
  requestCloseSchema,
  requestContactSchema,
  requestScheduleSchema,
} from "@/lib/validations/request";

/**
 * The coordinator's work on a consultation request: claim, mark contacted, schedule, close.
 *
 * Who: the permission table admits coordinators and the owner ("request.handle"). A coordinator
 * acts on an unclaimed request (acting claims it for her) or on one she claimed; a request another
 * coordinator claimed is hers to finish. The owner may act on any open request, to cover for a
 * coordinator who is away; the request stays with the coordinator who claimed it.
 *
 * How: every change is a compare-and-set inside one transaction. The first write is an UPDATE
 * whose WHERE repeats the status (and claimant) the decision was made on; it locks the row, so a
 * second coordinator's change waits, then matches nothing and is refused with what happened
 * instead. The history event is written in the same transaction, so a change and its record
 * never part.
 */

type RequestChange = { id: string; status: RequestStatus };

class Refused extends Error {
  constructor(readonly result: ActionResult<never> & { ok: false }) {
    super(result.error);
  }
}

function refuse(error: string, fieldErrors?: Record<string, string[]>): never {
  throw new Refused({ ok: false, error, ...(fieldErrors ? { fieldErrors } : {}) });
}

function refreshDashboards(): void {
  for (const area of ["coordinator-dashboard", "admin-panel"] as const) {
    revalidatePath(areas[area].path, "layout");
  }
}

/**
 * Locks the request for `action` if the actor may still take it: its status is one the action
 * starts from and it is unclaimed, hers, or the actor is the owner. Claims it for the actor when
 * it is unclaimed. Refuses with the reason when the row no longer qualifies (read after the lock,
 * so the reason is what actually happened).
 */
async function takeForAction(
  tx: Prisma.TransactionClient,
  user: SessionUser,
  requestId: string,
  action: RequestAction,
  extra: Prisma.ConsultationRequestUpdateManyMutationInput = {},
): Promise<{ coordinatorId: string | null; patientId: string | null }> {
  const from = [...requestActionFrom[action]];
  const claimable = { id: requestId, anonymisedAt: null, status: { in: from } };
  // Unclaimed: it becomes the actor's. Claimed by her (or any, for the owner): it stays as it is.
  const unclaimed = await tx.consultationRequest.updateMany({
    where: { ...claimable, coordinatorId: null },
    data: { coordinatorId: user.id, ...extra },
  });
  if (unclaimed.count === 0) {
    const claimed = await tx.consultationRequest.updateMany({
      where: {
        ...claimable,
        coordinatorId: user.role === "owner" ? { not: null } : user.id,
      },
      data: { ...extra, updatedAt: new Date() },
    });
    if (claimed.count === 0) {
      const now = await tx.consultationRequest.findFirst({
        where: { id: requestId, anonymisedAt: null },
        select: { status: true, coordinatorId: true },
      });
      if (!now) refuse(requestMessages.notFound);
      const statusRefusal = refusalFor(action, now.status);
      if (statusRefusal) refuse(statusRefusal);
      if (!mayActOn(user, now)) refuse(requestMessages.claimedByOther);
      refuse(requestMessages.changedMeanwhile);
    }
  }
  // The row is locked by this transaction now: what it reads is what it writes against.
  const locked = await tx.consultationRequest.findUniqueOrThrow({
    where: { id: requestId },
    select: { coordinatorId: true, patientId: true },
  });
  return locked;
}

async function transition<T>(
  run: (tx: Prisma.TransactionClient) => Promise<T>,
  onError?: (error: unknown) => ActionResult<never> | null,
): Promise<ActionResult<T>> {
  try {
    const data = await db.$transaction(run, { maxWait: 10_000, timeout: 15_000 });
    refreshDashboards();
    return { ok: true, data };
  } catch (error) {
    if (error instanceof Refused) return error.result;
    const mapped = onError?.(error);
    if (mapped) return mapped;
    throw error;
  }
}

export const claimRequest = authorizedAction(
  "request.handle",
  requestClaimSchema,
  async ({ user, input }): Promise<ActionResult<RequestChange>> => {
    // A repeated click on her own claim is already done.
    const current = await db.consultationRequest.findFirst({
      where: { id: input.requestId, anonymisedAt: null },
      select: { status: true, coordinatorId: true },
    });
    if (!current) return { ok: false, error: requestMessages.notFound };
    if (current.status === "claimed" && current.coordinatorId === user.id) {
      return { ok: true, data: { id: input.requestId, status: "claimed" } };
    }
    if (current.coordinatorId !== null && current.coordinatorId !== user.id) {
      return {
        ok: false,
        error: refusalFor("claim", current.status) ?? requestMessages.claimedByOther,
      };
    }
    return transition(async (tx) => {
      const { count } = await tx.consultationRequest.updateMany({
        where: { id: input.requestId, anonymisedAt: null, status: "new", coordinatorId: null },
        data: { status: "claimed", coordinatorId: user.id },
      });
      if (count === 0) {
        const now = await tx.consultationRequest.findFirst({
          where: { id: input.requestId },
          select: { status: true },
        });
        refuse(
          now
            ? (refusalFor("claim", now.status) ?? requestMessages.alreadyClaimed)
            : requestMessages.notFound,
        );
      }
      await tx.requestEvent.create({
        data: { requestId: input.requestId, type: "claimed", actorId: user.id },
      });
      return { id: input.requestId, status: "claimed" as const };
    });
  },
);

export const markRequestContacted = authorizedAction(
  "request.handle",
  requestContactSchema,
  async ({ user, input }): Promise<ActionResult<RequestChange>> =>
    transition(async (tx) => {
      await takeForAction(tx, user, input.requestId, "contact", { status: "contacted" });
      await tx.requestEvent.create({
        data: { requestId: input.requestId, type: "contacted", actorId: user.id, note: input.note },
      });
      return { id: input.requestId, status: "contacted" as const };
    }),
);

export const closeRequest = authorizedAction(
  "request.handle",
  requestCloseSchema,
  async ({ user, input }): Promise<ActionResult<RequestChange>> =>
    transition(async (tx) => {
      await takeForAction(tx, user, input.requestId, "close", {
        status: "closed",
        closeReason: input.reason,
        closedAt: new Date(),
      });
      await tx.requestEvent.create({
        data: {
          requestId: input.requestId,
          type: "closed",
          actorId: user.id,
          note: input.note ? input.note : null,
        },
      });
      return { id: input.requestId, status: "closed" as const };
    }),
);

export type ScheduledRequest = RequestChange & { appointmentId: string };

export const scheduleRequest = authorizedAction(
  "request.handle",
  requestScheduleSchema,
  async ({ user, input }): Promise<ActionResult<ScheduledRequest>> => {
    const at = indiaDateTimeToInstant(input.date, input.time);
    if (!at) {
      return {
        ok: false,
        error: dashboardMessages.dateRequired,
        fieldErrors: { date: [dashboardMessages.dateRequired] },
      };
    }
    if (at.getTime() <= Date.now()) {
      return {
        ok: false,
        error: dashboardMessages.timeInPast,
        fieldErrors: { time: [dashboardMessages.timeInPast] },
      };
    }
    const doctor = await db.user.findFirst({
      where: { id: input.doctorId, role: "doctor", status: "active" },
      select: { id: true, firstName: true, lastName: true },
    });
    if (!doctor) {
      return {
        ok: false,
        error: dashboardMessages.doctorUnavailable,
        fieldErrors: { doctorId: [dashboardMessages.doctorUnavailable] },
      };
    }

    const result = await transition(
      async (tx) => {
        // Lock first (without the final status: the database wants a scheduled request to name
        // its appointment), then read her account under the lock: a sign-up linking this request
        // at the same moment either finished before (we see her id) or waits for us and then
        // links the appointment too (lib/booking/link.ts).
        const taken = await takeForAction(tx, user, input.requestId, "schedule");
        const request = await tx.consultationRequest.findUniqueOrThrow({
          where: { id: input.requestId },
          select: { kind: true, consultationType: true },
        });
        // In person at the clinic the coordinator chose (her booked city's, unless they agreed
        // another), or by video with no clinic: the database refuses any other pair.
        const place =
          input.mode === "video"
            ? { mode: "video" as const, clinic: null }
            : { mode: "in_person" as const, clinic: input.clinic ?? null };
        const { appointmentId } = await scheduleFromRequest(tx, {
          requestId: input.requestId,
          patientId: taken.patientId,
          doctor,
          coordinatorId: taken.coordinatorId ?? user.id,
          actorId: user.id,
          messageFrom: user.id,
          at,
          durationMinutes: input.durationMinutes,
          place,
          request,
        });
        return { id: input.requestId, status: "scheduled" as const, appointmentId };
      },
      (error) =>
        isAppointmentOverlap(error)
          ? {
              ok: false,
              error: dashboardMessages.doctorOverlap,
              fieldErrors: { time: [dashboardMessages.doctorOverlap] },
            }
          : null,
    );
    if (result.ok) {
      deliverSoon();
      deliverMessagesSoon();
    }
    return result;
  },
);
