/** The list, and the slot where one of its details opens as a dialog over it. */
export { DialogSlotLayout as default } from "@/components/dashboard/dialog-slot";
