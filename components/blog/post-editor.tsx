"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Slot } from "radix-ui";
import { savePost } from "@/lib/actions/blog";
import {
  blogLimits,
  contentStatusLabels,
  postSchema,
  readingMinutes,
  slugify,
  type ContentStatusValue,
  type PostFormValues,
  type PostInput,
} from "@/lib/validations/blog";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { applyFieldErrors, fieldsOf, useHydrated, useSubmitOnce } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOptions } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import { ImageField } from "./image-field";
import { KeywordInput } from "./keyword-input";
import { useLeaveGuard } from "@/components/ui/use-leave-guard";

/**
 * The blog editor, checked by the same zod schema as the save action. The status choices follow
 * what the server allows her: only the owner can publish; an author's edit of a live post goes
 * back to review (and the editor says so).
 */

type Fields = PostFormValues;

export type PostEditorProps = {
  /** Absent for a new post. */
  initial?: Fields & { id: string };
  /** The owner: may publish, and sees every status. */
  canPublish: boolean;
};

const empty: Fields = {
  title: "",
  body: "",
  excerpt: "",
  status: "draft",
  slug: "",
  featuredImageUrl: "",
  seoTitle: "",
  seoDescription: "",
  seoKeywords: [],
};

/**
 * A field with a character count beside its label, read after the field's description. The count
 * turns red past `max`; the schema says what is wrong.
 */
function CountedField({
  id,
  label,
  description,
  error,
  value,
  max,
  children,
}: {
  id: string;
  label: string;
  description?: string;
  error?: string;
  value: string | undefined;
  max: number;
  children: React.ReactElement;
}) {
  const countId = `${id}-count`;
  const length = value?.length ?? 0;
  return (
    <Field id={id} description={description} error={error} describedBy={countId}>
      {(control) => (
        <>
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={id}>{label}</Label>
            <span
              id={countId}
              className={
                length > max
                  ? "text-destructive text-sm font-medium"
                  : "text-muted-foreground text-sm"
              }
            >
              {length}/{max}
            </span>
          </div>
          <Slot.Root {...control}>{children}</Slot.Root>
        </>
      )}
    </Field>
  );
}

export function PostEditor({ initial, canPublish }: PostEditorProps) {
  const router = useRouter();
  const editing = Boolean(initial);
  const livePostByAuthor = editing && initial?.status === "published" && !canPublish;
  const [slugTouched, setSlugTouched] = React.useState(editing);
  const [uploading, setUploading] = React.useState(false);
  const [confirmLeave, setConfirmLeave] = React.useState(false);
  const { pending, onSubmit } = useSubmitOnce();
  const hydrated = useHydrated();

  const form = useForm<Fields, unknown, PostInput>({
    resolver: zodResolver<Fields, unknown, PostInput>(postSchema),
    defaultValues: initial
      ? { ...initial, status: livePostByAuthor ? "pending_review" : initial.status }
      : empty,
    mode: "onTouched",
  });
  const {
    formState: { errors, isDirty },
    handleSubmit,
    register,
    setValue,
    watch,
    reset,
  } = form;
  const field = fieldsOf("post", errors);

  useLeaveGuard(isDirty && !pending);

  const body = watch("body") ?? "";

  const titleField = register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // The title fills the slug while she has not written one herself.
      if (!slugTouched) setValue("slug", slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register("slug", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setSlugTouched(event.target.value !== "");
    },
  });

  async function save(values: PostInput) {
    let result: Awaited<ReturnType<typeof savePost>>;
    try {
      result = await savePost({ ...values, id: initial?.id });
    } catch {
      toast.error("Error", {
        description:
          "Your post could not be saved. Please check your connection and try again: your text is still here.",
      });
      return;
    }
    if (!result.ok) {
      applyFieldErrors(form, result);
      toast.error("Error", { description: result.error });
      return;
    }
    toast.success("Success", {
      description: editing ? "Blog updated successfully!" : "Blog created successfully!",
    });
    // Saved: leaving is safe now.
    reset(undefined, { keepValues: true });
    router.push("/blog-management");
    router.refresh();
  }

  const statusChoices: ContentStatusValue[] = canPublish
    ? ["draft", "pending_review", "published"]
    : livePostByAuthor
      ? ["pending_review"]
      : ["draft", "pending_review"];

  return (
    <form
      noValidate
      method="post"
      onSubmit={onSubmit(handleSubmit(save))}
      aria-busy={pending}
      className="space-y-6"
    >
      <div className="bg-muted/95 supports-[backdrop-filter]:bg-muted/80 sticky top-16 z-30 -mx-4 flex flex-wrap items-center justify-between gap-3 border-b px-4 py-3 backdrop-blur">
        <h1 className="text-2xl font-bold tracking-tight">
          {editing ? "Edit Blog Post" : "Create New Blog Post"}
        </h1>
        <div className="flex gap-2">
          {isDirty ? (
            <Button type="button" variant="outline" onClick={() => setConfirmLeave(true)}>
              Cancel
            </Button>
          ) : (
            <Link href="/blog-management" className={buttonVariants({ variant: "outline" })}>
              Cancel
            </Link>
          )}
          <Button type="submit" disabled={pending || uploading || !hydrated}>
            {pending ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardContent className="space-y-5">
            <Field {...field("title")} label="Title*">
              <Input {...titleField} maxLength={blogLimits.title} required />
            </Field>

            <Field
              {...field("slug")}
              label="URL Slug"
              description="Made from the title until you type your own: lower-case letters, numbers and hyphens."
            >
              {(control) => (
                <div className="flex items-center gap-2">
                  <span className="text-muted-foreground shrink-0 text-sm">/blog/</span>
                  <Input {...control} {...slugField} maxLength={blogLimits.slug} />
                </div>
              )}
            </Field>

            <Field
              {...field("body")}
              label="Content*"
              description={
                <>
                  Plain text: each line becomes a paragraph.{" "}
                  {body.split(/\s+/).filter(Boolean).length} words, about {readingMinutes(body)} min
                  read.
                </>
              }
            >
              <Textarea
                {...register("body")}
                rows={18}
                maxLength={blogLimits.body}
                className="min-h-96 leading-relaxed"
                required
              />
            </Field>

            <CountedField
              {...field("excerpt")}
              label="Excerpt"
              description="One or two sentences shown under the title and in lists."
              value={watch("excerpt")}
              max={blogLimits.excerpt}
            >
              <Textarea {...register("excerpt")} rows={3} />
            </CountedField>
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Publishing</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <Field
                {...field("status")}
                label="Status"
                description={
                  livePostByAuthor
                    ? "This post is live. Saving your changes sends it back to the clinic owner for review; it leaves the public blog until it is approved again."
                    : canPublish
                      ? "Published posts appear on the public blog at once."
                      : "The clinic owner reviews every post before it appears on the public blog."
                }
              >
                <NativeSelect {...register("status")}>
                  <NativeSelectOptions
                    values={statusChoices}
                    labels={(status) =>
                      status === "pending_review" && !canPublish
                        ? "Submit for review"
                        : contentStatusLabels[status]
                    }
                  />
                </NativeSelect>
              </Field>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Featured image</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ImageField form={form} onUploadingChange={setUploading} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Search engines</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <CountedField
                {...field("seoTitle")}
                label="SEO Title"
                value={watch("seoTitle")}
                max={blogLimits.seoTitle}
              >
                <Input {...register("seoTitle")} />
              </CountedField>
              <CountedField
                {...field("seoDescription")}
                label="SEO Description"
                value={watch("seoDescription")}
                max={blogLimits.seoDescription}
              >
                <Textarea {...register("seoDescription")} rows={3} />
              </CountedField>
              <KeywordInput
                id="post-keyword"
                keywords={watch("seoKeywords") ?? []}
                error={field("seoKeywords").error}
                onChange={(keywords) =>
                  setValue("seoKeywords", keywords, { shouldDirty: true, shouldValidate: true })
                }
              />
            </CardContent>
          </Card>
        </div>
      </div>

      <AlertDialog open={confirmLeave} onOpenChange={setConfirmLeave}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Discard your changes?</AlertDialogTitle>
            <AlertDialogDescription>
              What you changed since the last save will be lost.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep editing</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                reset();
                router.push("/blog-management");
              }}
            >
              Discard changes
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </form>
  );
}
