import type { AccountStatus, Role } from "@/lib/auth/permissions";

// What this app puts in next-auth's objects (lib/auth/options.ts). The session exposes only the
// id, role and status; names and e-mail are read from the database by lib/auth/session.ts.

declare module "next-auth" {
  interface Session {
    user: { id: string; role: Role; status: AccountStatus };
  }

  interface User {
    role: Role;
    status: AccountStatus;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    /** The server-side session row (lib/auth/sessions.ts): revoked there, the cookie is dead. */
    sid?: string;
    role?: Role;
    status?: AccountStatus;
    /** When role and status were last read from the database (ms since the epoch). */
    checkedAt?: number;
  }
}
