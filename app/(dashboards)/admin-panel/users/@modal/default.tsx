/** No dialog over the list on a fresh load of any address here. */
export { NoDialog as default } from "@/components/dashboard/dialog-slot";
