import Link from "next/link";
import { areas, can, type Role } from "@/lib/auth/permissions";
import { buttonVariants } from "@/components/ui/button";

/**
 * The way from a doctor's or coordinator's dashboard to the articles she writes (blog management),
 * shown to whoever the permission table lets write: the owner approves what they send for review.
 */
export function BlogLink({ role }: { role: Role }) {
  if (!can(role, "content.write")) return null;
  const blog = areas["blog-management"];
  return (
    <Link href={blog.path} className={buttonVariants({ variant: "outline" })}>
      {blog.title}
    </Link>
  );
}
