import Link from "next/link";
import type { Viewer } from "@/lib/auth/viewer";
import { FileText } from "lucide-react";
import { areas } from "@/lib/auth/permissions";
import { formatIndiaDate } from "@/lib/india-time";
import { contentItemsPage } from "@/lib/queries/admin-content";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";
import { ContentStatusBadge } from "@/components/dashboard/status-badges";
import { PostListActions } from "@/components/blog/post-list-actions";
import { buttonVariants } from "@/components/ui/button";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

const typeLabels = { blog: "Blog" } as const;
const blogManagement = areas["blog-management"].path;

/**
 * Every content item, newest first, with the owner's actions: Approve (pending), Edit (in blog
 * management), View or Preview, and Delete with a confirmation.
 */
export async function ContentTab({
  viewer,
  path,
  page: requested,
}: {
  viewer: Viewer<"owner">;
  path: string;
  page: number;
}) {
  const page = await contentItemsPage(viewer, requested);
  if (page.total === 0) {
    return (
      <EmptyState
        icon={FileText}
        title="No content yet"
        action={
          <Link href={blogManagement} className={buttonVariants({ variant: "outline" })}>
            Open Blog Management
          </Link>
        }
      >
        Articles written in blog management appear here, whatever their status.
      </EmptyState>
    );
  }
  return (
    <div>
      <Table
        containerClassName="max-h-[70vh] rounded-xl border bg-card"
        scrollLabel="Content items"
      >
        <caption className="sr-only">Content items</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Title</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Excerpt</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Created</TableHead>
            <TableHead>Updated</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {page.rows.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="max-w-64 font-medium whitespace-normal">{item.title}</TableCell>
              <TableCell>{typeLabels[item.type]}</TableCell>
              <TableCell className="text-muted-foreground max-w-80 whitespace-normal">
                <span className="line-clamp-2">{item.excerpt ?? "—"}</span>
              </TableCell>
              <TableCell>
                <ContentStatusBadge status={item.status} />
              </TableCell>
              <TableCell>{formatIndiaDate(item.createdAt)}</TableCell>
              <TableCell>{formatIndiaDate(item.updatedAt)}</TableCell>
              <TableCell>
                <PostListActions
                  post={{
                    id: item.id,
                    slug: item.slug,
                    title: item.title,
                    status: item.status,
                    editable: true,
                    revision: item.revision,
                  }}
                  canApprove
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Pager
        page={page}
        label="content items"
        hrefFor={(p) => dashboardHref(path, { tab: "content" }, { page: p })}
      />
    </div>
  );
}
