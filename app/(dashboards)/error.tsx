"use client";

import { DashboardError } from "@/components/dashboard/dashboard-error";

/**
 * The error state of every signed-in area. Here, under the areas' shared layout, rather than in
 * each area: each area's layout checks her access against the database, and an error.tsx beside
 * that layout would not catch its failures, only its page's.
 */
export default DashboardError;
