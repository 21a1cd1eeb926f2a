"use server";

import type { ActionResult } from "@/lib/actions/result";
import { authMessages } from "@/lib/validations/auth-messages";
import { getSessionUser } from "@/lib/auth/session";
import { revokeAllSessions } from "@/lib/auth/sessions";

/**
 * 'Sign out of all devices': ends every session of her account, this one included, on the server.
 * Open to any signed-in account whatever its status (a pending doctor who left herself signed in
 * at a shared computer needs it as much), and only ever on her own sessions. The browser then
 * signs out as usual, which clears its cookie.
 */
export async function signOutEverywhere(): Promise<ActionResult<{ ended: number }>> {
  const user = await getSessionUser();
  if (!user) return { ok: false, error: authMessages.notAuthenticated };
  const ended = await revokeAllSessions(user.id);
  return { ok: true, data: { ended } };
}
