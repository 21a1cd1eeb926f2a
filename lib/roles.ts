/**
 * The roles and account states of the User model, as plain lists: the permission table
 * (lib/auth/permissions.ts) and the form schemas (lib/validations/) both read them, so neither
 * layer imports the other for them.
 */

export const roles = ["owner", "doctor", "coordinator", "patient"] as const;
export type Role = (typeof roles)[number];

export const accountStatuses = ["pending", "active", "suspended"] as const;
export type AccountStatus = (typeof accountStatuses)[number];
