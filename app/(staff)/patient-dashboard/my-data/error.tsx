"use client";

// A page of its own, outside the dashboard's shell: the whole page is the notice.
export { DashboardError as default } from "@/components/dashboard/dashboard-error";
