export { TabSkeleton as default } from "@/components/dashboard/dashboard-skeleton";
