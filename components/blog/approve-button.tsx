"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { CheckCircle2 } from "lucide-react";
import { approvePost } from "@/lib/actions/blog";
import { blogMessages } from "@/lib/validations/blog";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";

const NETWORK_ERROR = "The clinic's server could not be reached. Please try again.";

/**
 * Approve, for the revision the owner has in front of her. When the post changed since, the
 * server refuses and she is taken to the review, which shows what changed since that revision.
 */
export function ApproveButton({
  post,
  size = "sm",
}: {
  post: { id: string; title: string; revision: number };
  size?: "sm" | "default";
}) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);

  async function approve() {
    setBusy(true);
    try {
      const result = await approvePost({ id: post.id, revision: post.revision });
      if (!result.ok) {
        toast.error("Error", { description: result.error });
        if (result.error === blogMessages.changedSinceRead) {
          router.push(`/blog-management/${post.id}/preview?since=${post.revision}`);
        } else {
          router.refresh();
        }
        return;
      }
      toast.success("Success", { description: "Post status updated to published" });
      router.refresh();
    } catch {
      toast.error("Error", { description: NETWORK_ERROR });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size={size} onClick={approve} disabled={busy}>
      <CheckCircle2 aria-hidden="true" />
      {busy ? "Approving..." : "Approve"}
      <span className="sr-only">: {post.title}</span>
    </Button>
  );
}
