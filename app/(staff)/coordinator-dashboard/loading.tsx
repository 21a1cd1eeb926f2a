export { DashboardSkeleton as default } from "@/components/dashboard/dashboard-skeleton";
