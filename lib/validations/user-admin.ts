import * as z from "zod/mini";
import { accountStatuses } from "@/lib/roles";
import { dashboardMessages } from "@/lib/dashboard-messages";

/** The owner's user management (admin panel): status changes, approvals and deletion. */

const userId = z.uuid(dashboardMessages.userNotFound);

export const userStatusSchema = z.object({
  userId,
  status: z.enum(accountStatuses, dashboardMessages.unknownStatus),
});

export const userDeleteSchema = z.object({ userId });
