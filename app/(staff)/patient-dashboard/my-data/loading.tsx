// A page of its own, outside the dashboard's shell: the area's spinner, not a tab's skeleton.
export { AreaLoading as default } from "@/components/auth/area-loading";
