import { RouteDialogLoading } from "@/components/dashboard/route-dialog";

export default function Loading() {
  return <RouteDialogLoading title="Message" />;
}
