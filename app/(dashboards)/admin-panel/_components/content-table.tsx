"use client";

import type { ContentStatusValue } from "@/lib/validations/blog";
import { PostListActions } from "@/components/blog/post-list-actions";
import { ContentStatusBadge } from "@/components/dashboard/status-badges";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** One content item as the table shows it: dates formatted on the server. */
export type ContentRow = {
  id: string;
  type: keyof typeof typeLabels;
  slug: string;
  title: string;
  excerpt?: string;
  status: ContentStatusValue;
  /** What Approve from this table names (lib/actions/blog.ts). */
  revision: number;
  created: string;
  updated: string;
};

const typeLabels = { blog: "Blog" } as const;

/**
 * One page of content items, rendered in the browser from the rows' few fields (a table written
 * on the server would travel twice, as HTML and again in the page's payload), with the owner's
 * actions on each: Approve (pending), Edit, View or Preview, and Delete.
 */
export function ContentTable({ rows }: { rows: ContentRow[] }) {
  return (
    <Table scrollLabel="Content items" containerClassName="admin-rows">
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
        {rows.map((item) => (
          <TableRow key={item.id}>
            <TableCell label="Title" className="admin-title">
              {item.title}
            </TableCell>
            <TableCell label="Type">{typeLabels[item.type]}</TableCell>
            <TableCell label="Excerpt" className="admin-excerpt">
              <span>{item.excerpt ?? "—"}</span>
            </TableCell>
            <TableCell label="Status">
              <ContentStatusBadge status={item.status} />
            </TableCell>
            <TableCell label="Created">{item.created}</TableCell>
            <TableCell label="Updated">{item.updated}</TableCell>
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
  );
}
