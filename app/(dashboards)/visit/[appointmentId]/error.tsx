"use client";

export { DashboardError as default } from "@/components/dashboard/dashboard-error";
