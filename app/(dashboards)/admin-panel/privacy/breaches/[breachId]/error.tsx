"use client";

export { TabError as default } from "@/components/dashboard/dashboard-error";
