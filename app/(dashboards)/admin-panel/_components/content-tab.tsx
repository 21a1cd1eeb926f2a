import Link from "next/link";
import type { Viewer } from "@/lib/auth/viewer";
import { FileText } from "lucide-react";
import { areas } from "@/lib/auth/permissions";
import { formatIndiaDate } from "@/lib/india-time";
import { contentItemsPage, type ContentItemView } from "@/lib/queries/admin-content";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import { buttonVariants } from "@/components/ui/button";
import { ContentTable, type ContentRow } from "./content-table";

const blogManagement = areas["blog-management"].path;

/** What a row shows and its actions need; dates in India time. */
function contentRow(item: ContentItemView): ContentRow {
  return {
    id: item.id,
    type: item.type,
    slug: item.slug,
    title: item.title,
    status: item.status,
    revision: item.revision,
    created: formatIndiaDate(item.createdAt),
    updated: formatIndiaDate(item.updatedAt),
    ...(item.excerpt ? { excerpt: item.excerpt } : {}),
  };
}

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
      <ContentTable rows={page.rows.map(contentRow)} />
      <Pager page={page} label="content items" hrefFor={(p) => dashboardHref(path, { page: p })} />
    </div>
  );
}
