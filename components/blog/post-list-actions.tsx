"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CheckCircle2, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { approvePost, deletePost } from "@/lib/actions/blog";
import type { ContentStatusValue } from "@/lib/validations/blog";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";

const NETWORK_ERROR = "The clinic's server could not be reached. Please try again.";

/**
 * A post card's actions (§2): Approve (pending posts, owner only), Edit, View (new tab) and Delete
 * with the spec's confirmation. The server decides again on every click.
 */
export function PostListActions({
  post,
  canApprove,
}: {
  post: { id: string; slug: string; title: string; status: ContentStatusValue; editable: boolean };
  canApprove: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = React.useState<"approve" | "delete" | null>(null);

  async function run(kind: "approve" | "delete") {
    setBusy(kind);
    try {
      const result =
        kind === "approve" ? await approvePost({ id: post.id }) : await deletePost({ id: post.id });
      if (!result.ok) {
        toast.error("Error", { description: result.error });
        return;
      }
      toast.success("Success", {
        description:
          kind === "approve" ? "Post status updated to published" : "Post deleted successfully",
      });
      router.refresh();
    } catch {
      toast.error("Error", { description: NETWORK_ERROR });
    } finally {
      setBusy(null);
    }
  }

  const published = post.status === "published";
  return (
    <div className="flex flex-wrap gap-2">
      {canApprove && post.status === "pending_review" ? (
        <Button size="sm" onClick={() => run("approve")} disabled={busy !== null}>
          <CheckCircle2 aria-hidden="true" />
          {busy === "approve" ? "Approving..." : "Approve"}
          <span className="sr-only">: {post.title}</span>
        </Button>
      ) : null}
      {post.editable ? (
        <Link
          href={`/blog-management/${post.id}/edit`}
          className={buttonVariants({ size: "sm", variant: "outline" })}
        >
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only">: {post.title}</span>
        </Link>
      ) : null}
      <a
        href={published ? `/blog/${post.slug}` : `/blog-management/${post.id}/preview`}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ size: "sm", variant: "outline" })}
      >
        <ExternalLink aria-hidden="true" />
        {published ? "View" : "Preview"}
        <span className="sr-only">: {post.title} (opens in a new tab)</span>
      </a>
      {post.editable ? (
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button size="sm" variant="ghost" className="text-destructive" disabled={busy !== null}>
              <Trash2 aria-hidden="true" />
              {busy === "delete" ? "Deleting..." : "Delete"}
              <span className="sr-only">: {post.title}</span>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this post?</AlertDialogTitle>
              <AlertDialogDescription>
                Are you sure you want to delete this post?
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction variant="destructive" onClick={() => run("delete")}>
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : null}
    </div>
  );
}
