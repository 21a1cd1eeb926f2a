"use client";

import { Search } from "lucide-react";
import { contentStatusLabels, contentStatuses } from "@/lib/validations/blog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  NativeSelect,
  NativeSelectOption,
  NativeSelectOptions,
} from "@/components/ui/native-select";

/**
 * Search and status filter of the management list. A GET form, so filters live in the URL
 * (shareable, and the list is rendered on the server); choosing a status applies it at once.
 */
export function PostFilters({ q, status }: { q: string; status: string }) {
  return (
    <form
      action="/blog-management"
      method="get"
      role="search"
      className="flex flex-col gap-2 sm:flex-row"
    >
      <label htmlFor="posts-q" className="sr-only">
        Search posts
      </label>
      <Input
        id="posts-q"
        type="search"
        name="q"
        defaultValue={q}
        placeholder="Search posts..."
        maxLength={100}
        className="bg-card sm:max-w-sm"
      />
      <label htmlFor="posts-status" className="sr-only">
        Status
      </label>
      <NativeSelect
        id="posts-status"
        name="status"
        defaultValue={status}
        containerClassName="sm:w-48"
        className="bg-card"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <NativeSelectOption value="">All Posts</NativeSelectOption>
        <NativeSelectOptions values={contentStatuses} labels={contentStatusLabels} />
      </NativeSelect>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
