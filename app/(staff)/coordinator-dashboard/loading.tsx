export { AreaLoading as default } from "@/components/auth/area-loading";
