import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { can } from "@/lib/auth/permissions";
import { PostEditor } from "@/components/blog/post-editor";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "New post" };

export default async function NewPostPage() {
  const user = await areaViewer("blog-management");
  if (!user) return null;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-12">
      <PostEditor canPublish={can(user.role, "content.approve")} />
    </div>
  );
}
