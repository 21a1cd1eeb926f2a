import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { areaViewer } from "@/lib/auth/viewer";
import { can } from "@/lib/auth/permissions";
import { getEditablePost } from "@/lib/queries/blog";
import { PostEditor } from "@/components/blog/post-editor";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Edit post" };

/** Her own post, or any post for the owner; anything else is not found, as if it did not exist. */
export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await areaViewer("blog-management");
  if (!user) return null;
  const { id } = await params;
  const post = await getEditablePost(user, id);
  if (!post) notFound();
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <PostEditor initial={post} canPublish={can(user.role, "content.approve")} />
    </div>
  );
}
