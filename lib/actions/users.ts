"use server";

import { revalidatePath } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { areas, type AccountStatus } from "@/lib/auth/permissions";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { revokeAllSessions } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { isStaffRole } from "@/lib/validations/password";
import { accountApprovedEmail, accountRefusedEmail } from "@/lib/mail/account-mails";
import { deliverSoon, enqueueEmail } from "@/lib/mail/outbox";
import { userDeleteSchema, userStatusSchema } from "@/lib/validations/user-admin";

/**
 * The owner's account management in the admin panel: roles and account status.
 * Approve is active, Reject is suspended, and the dropdown sets any of the three. A suspension
 * (Reject included) needs her reason; every change is kept with it in the account's history. A suspension
 * ends her sessions on the server (lib/auth/sessions.ts), so it locks the account out at once.
 * A pending sign-up is told the answer by e-mail, and a doctor or coordinator is approved only once
 * she has confirmed her e-mail.
 * Her own account is off limits here: one slip would lock the clinic out of its admin panel.
 */

export type StatusChange = { id: string; status: AccountStatus; message: string };

/** The toast for a change: approving, reactivating, rejecting and suspending each say so. */
function changeMessage(from: AccountStatus, to: AccountStatus): string {
  if (to === "active") {
    return from === "pending"
      ? dashboardMessages.accountApproved
      : dashboardMessages.accountReactivated;
  }
  if (to === "suspended") {
    return from === "pending"
      ? dashboardMessages.accountRejected
      : dashboardMessages.accountSuspended;
  }
  return dashboardMessages.accountPending;
}

export const setUserStatus = authorizedAction(
  "user.set-status",
  userStatusSchema,
  async ({ user, input }): Promise<ActionResult<StatusChange>> => {
    if (input.userId === user.id) return { ok: false, error: dashboardMessages.ownStatus };
    const reason = input.reason || null;
    const outcome = await db.$transaction(async (tx) => {
      // Locked, so two owners answering one request at once send one answer.
      const [before] = await tx.$queryRaw<
        Array<{
          status: AccountStatus;
          role: string;
          email: string;
          firstName: string;
          verified: boolean;
        }>
      >`SELECT status::text AS status, role::text AS role, email, first_name AS "firstName",
          email_verified_at IS NOT NULL AS verified FROM users
        WHERE id = ${input.userId}::uuid FOR UPDATE`;
      if (!before) return null;
      // A doctor or coordinator is let in only once she has shown she reads her address: the
      // clinic's answers, and any password reset, go there.
      if (
        input.status === "active" &&
        before.status !== "active" &&
        isStaffRole(before.role) &&
        !before.verified
      ) {
        return { refused: true as const };
      }
      // A repeated click changes nothing and records nothing.
      if (before.status === input.status) return { mailed: false, from: before.status };
      await tx.user.update({ where: { id: input.userId }, data: { status: input.status } });
      await tx.accountStatusChange.create({
        data: {
          userId: input.userId,
          changedById: user.id,
          fromStatus: before.status,
          toStatus: input.status,
          reason,
        },
      });
      // Suspended (or sent back to pending): every session of hers ends with the change, so a
      // cookie she still holds reads nothing more, not even after a later re-approval.
      if (input.status !== "active") {
        await revokeAllSessions(input.userId, { client: tx });
      }
      // A doctor's or coordinator's pending sign-up gets the owner's answer by e-mail.
      const answer =
        before.status !== "pending" || !isStaffRole(before.role)
          ? null
          : input.status === "active"
            ? accountApprovedEmail(before)
            : input.status === "suspended"
              ? accountRefusedEmail(before)
              : null;
      if (answer) await enqueueEmail(tx, answer);
      return { mailed: answer !== null, from: before.status };
    });
    if (!outcome) return { ok: false, error: dashboardMessages.userNotFound };
    if ("refused" in outcome) return { ok: false, error: dashboardMessages.emailNotConfirmed };
    if (outcome.mailed) deliverSoon();
    revalidatePath(areas["admin-panel"].path, "layout");
    return {
      ok: true,
      data: {
        id: input.userId,
        status: input.status,
        message: changeMessage(outcome.from, input.status),
      },
    };
  },
);

export type DeleteOutcome =
  | { id: string; outcome: "deleted" }
  /** She has appointments or messages, which are records to keep: suspended instead. */
  | { id: string; outcome: "suspended"; message: string };

export const deleteUser = authorizedAction(
  "user.delete",
  userDeleteSchema,
  async ({ user, input }): Promise<ActionResult<DeleteOutcome>> => {
    if (input.userId === user.id) return { ok: false, error: dashboardMessages.ownDelete };

    const outcome = await db.$transaction(async (tx) => {
      // Locked first: a booking made for her meanwhile waits, then fails, instead of slipping in
      // between the check below and the delete.
      const [target] = await tx.$queryRaw<
        Array<{ id: string; firstName: string; lastName: string; status: AccountStatus }>
      >`SELECT id, first_name AS "firstName", last_name AS "lastName", status::text AS status FROM users
        WHERE id = ${input.userId}::uuid FOR UPDATE`;
      if (!target) return null;
      const [appointments, messages] = await Promise.all([
        tx.appointment.count({
          where: {
            OR: [{ patientId: target.id }, { doctorId: target.id }, { coordinatorId: target.id }],
          },
          take: 1,
        }),
        tx.message.count({
          where: { OR: [{ senderId: target.id }, { receiverId: target.id }] },
          take: 1,
        }),
      ]);
      if (appointments > 0 || messages > 0) {
        await tx.user.update({ where: { id: target.id }, data: { status: "suspended" } });
        if (target.status !== "suspended") {
          await tx.accountStatusChange.create({
            data: {
              userId: target.id,
              changedById: user.id,
              fromStatus: target.status,
              toStatus: "suspended",
              reason: dashboardMessages.suspendedOnDelete,
            },
          });
        }
        await revokeAllSessions(target.id, { client: tx });
        return {
          id: target.id,
          outcome: "suspended" as const,
          message: dashboardMessages.suspendedInstead(`${target.firstName} ${target.lastName}`),
        };
      }
      await tx.user.delete({ where: { id: target.id } });
      return { id: target.id, outcome: "deleted" as const };
    });

    if (!outcome) return { ok: false, error: dashboardMessages.userNotFound };
    revalidatePath(areas["admin-panel"].path, "layout");
    return { ok: true, data: outcome };
  },
);
