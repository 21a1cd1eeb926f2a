"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import { deletePost } from "@/lib/actions/blog";
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
import { ApproveButton } from "@/components/blog/approve-button";
import { Button, buttonVariants } from "@/components/ui/button";
import { toast } from "@/components/ui/sonner";

const NETWORK_ERROR = "The clinic's server could not be reached. Please try again.";

/**
 * A post card's actions: Approve (pending posts, owner only, for the revision this card
 * shows), Edit, View (new tab) and Delete with the spec's confirmation. The server decides again
 * on every click.
 */
export function PostListActions({
  post,
  canApprove,
}: {
  post: {
    id: string;
    slug: string;
    title: string;
    status: ContentStatusValue;
    editable: boolean;
    revision: number;
  };
  canApprove: boolean;
}) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);

  async function remove() {
    setBusy(true);
    try {
      const result = await deletePost({ id: post.id });
      if (!result.ok) {
        toast.error("Error", { description: result.error });
        return;
      }
      toast.success("Success", { description: "Post deleted successfully" });
      router.refresh();
    } catch {
      toast.error("Error", { description: NETWORK_ERROR });
    } finally {
      setBusy(false);
    }
  }

  const published = post.status === "published";
  return (
    <div className="flex flex-wrap gap-2">
      {canApprove && post.status === "pending_review" ? <ApproveButton post={post} /> : null}
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
            <Button size="sm" variant="ghost" className="text-destructive" disabled={busy}>
              <Trash2 aria-hidden="true" />
              {busy ? "Deleting..." : "Delete"}
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
              <AlertDialogAction variant="destructive" onClick={remove}>
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      ) : null}
    </div>
  );
}
