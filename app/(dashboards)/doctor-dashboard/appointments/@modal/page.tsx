/** Back on the list itself (a filter, a page, the Back link): any open dialog closes. */
export { NoDialog as default } from "@/components/dashboard/dialog-slot";
