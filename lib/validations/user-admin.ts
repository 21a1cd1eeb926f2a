import * as z from "zod/mini";
import { accountStatuses } from "@/lib/roles";
import { dashboardMessages } from "@/lib/dashboards/messages";

/** The owner's user management (admin panel): status changes, approvals and deletion. */

const userId = z.uuid(dashboardMessages.userNotFound);

export const SUSPEND_REASON_MAX = 500;

/**
 * A suspension (or a rejected sign-up) says why: the reason is kept in the account's history.
 * Other changes may give one too.
 */
export const userStatusSchema = z
  .object({
    userId,
    status: z.enum(accountStatuses, dashboardMessages.unknownStatus),
    reason: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            SUSPEND_REASON_MAX,
            dashboardMessages.suspendReasonTooLong(SUSPEND_REASON_MAX),
          ),
        ),
    ),
  })
  .check(
    z.refine((input) => input.status !== "suspended" || (input.reason ?? "") !== "", {
      error: dashboardMessages.suspendReasonRequired,
      path: ["reason"],
    }),
  );

export const userDeleteSchema = z.object({ userId });
