"use client";

import * as React from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImageUp, Trash2, X } from "lucide-react";
import { savePost } from "@/lib/actions/blog";
import { uploadImage } from "@/lib/actions/media";
import { imageTypes, MAX_IMAGE_BYTES, mediaMessages } from "@/lib/media";
import {
  addKeyword,
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
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError, FieldHint } from "@/components/ui/field-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";

/**
 * The blog editor (accounts-and-staff.md §2 "Blog editor", §5 "Blog save"). One zod schema with
 * the save action. The status choices follow what the server allows her: only the owner can
 * publish; an author's edit of a live post goes back to review (and the editor says so).
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

function Counter({ id, value, max }: { id: string; value: string | undefined; max: number }) {
  const length = value?.length ?? 0;
  return (
    <span
      id={id}
      className={
        length > max ? "text-destructive text-sm font-medium" : "text-muted-foreground text-sm"
      }
    >
      {length}/{max}
    </span>
  );
}

export function PostEditor({ initial, canPublish }: PostEditorProps) {
  const router = useRouter();
  const editing = Boolean(initial);
  const livePostByAuthor = editing && initial?.status === "published" && !canPublish;
  const [slugTouched, setSlugTouched] = React.useState(editing);
  const [keywordDraft, setKeywordDraft] = React.useState("");
  const [uploading, setUploading] = React.useState(false);
  const [uploadError, setUploadError] = React.useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = React.useState(false);
  const fileInput = React.useRef<HTMLInputElement>(null);

  const {
    formState: { errors, isSubmitting, isDirty },
    handleSubmit,
    register,
    setError,
    setValue,
    watch,
    reset,
  } = useForm<Fields, unknown, PostInput>({
    resolver: zodResolver<Fields, unknown, PostInput>(postSchema),
    defaultValues: initial
      ? { ...initial, status: livePostByAuthor ? "pending_review" : initial.status }
      : empty,
    mode: "onTouched",
  });

  // Nothing she typed is lost by accident: the browser asks before leaving with unsaved changes.
  React.useEffect(() => {
    if (!isDirty || isSubmitting) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty, isSubmitting]);

  const keywords = watch("seoKeywords") ?? [];
  const body = watch("body") ?? "";
  const imageUrl = watch("featuredImageUrl");

  const titleField = register("title", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      // §5: the title fills the slug while she has not written one herself.
      if (!slugTouched) setValue("slug", slugify(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = register("slug", {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setSlugTouched(event.target.value !== "");
    },
  });

  function addTypedKeyword() {
    const next = addKeyword(keywords, keywordDraft);
    setValue("seoKeywords", next, { shouldDirty: true, shouldValidate: true });
    setKeywordDraft("");
  }

  function removeKeyword(keyword: string) {
    setValue(
      "seoKeywords",
      keywords.filter((k) => k !== keyword),
      { shouldDirty: true, shouldValidate: true },
    );
  }

  async function upload(file: File) {
    setUploadError(null);
    if (!(imageTypes as readonly string[]).includes(file.type)) {
      setUploadError(mediaMessages.wrongType);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setUploadError(mediaMessages.tooLarge);
      return;
    }
    setUploading(true);
    try {
      const data = new FormData();
      data.set("file", file);
      const result = await uploadImage(data);
      if (result.ok) {
        setValue("featuredImageUrl", result.data.url, { shouldDirty: true, shouldValidate: true });
      } else {
        setUploadError(result.error);
        toast.error("Error", { description: result.error });
      }
    } catch {
      const message =
        "The image could not be uploaded. Please check your connection and try again.";
      setUploadError(message);
      toast.error("Error", { description: message });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

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
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
        const message = messages[0];
        if (message) setError(field as FieldPath<Fields>, { type: "server", message });
      }
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

  const fieldProps = (name: FieldPath<Fields>, ...described: string[]) => {
    const id = `post-${name}`;
    const invalid = Boolean(errors[name as keyof typeof errors]);
    const ids = [...described, invalid ? `${id}-error` : ""].filter(Boolean);
    return {
      id,
      "aria-invalid": invalid || undefined,
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
    };
  };
  const errorOf = (name: keyof Fields) => {
    const error = errors[name];
    return error && "message" in error ? error.message : undefined;
  };

  const statusChoices: ContentStatusValue[] = canPublish
    ? ["draft", "pending_review", "published"]
    : livePostByAuthor
      ? ["pending_review"]
      : ["draft", "pending_review"];

  return (
    <form
      noValidate
      method="post"
      onSubmit={handleSubmit(save)}
      aria-busy={isSubmitting}
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
          <Button type="submit" disabled={isSubmitting || uploading}>
            {isSubmitting ? "Saving..." : "Save"}
          </Button>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card>
          <CardContent className="space-y-5">
            <div className="space-y-2">
              <Label htmlFor="post-title">Title*</Label>
              <Input
                {...fieldProps("title")}
                {...titleField}
                maxLength={blogLimits.title}
                required
              />
              <FieldError id="post-title-error" message={errorOf("title")} />
            </div>

            <div className="space-y-2">
              <Label htmlFor="post-slug">URL Slug</Label>
              <div className="flex items-center gap-2">
                <span className="text-muted-foreground shrink-0 text-sm">/blog/</span>
                <Input
                  {...fieldProps("slug", "post-slug-hint")}
                  {...slugField}
                  maxLength={blogLimits.slug}
                />
              </div>
              <FieldHint id="post-slug-hint">
                Made from the title until you type your own: lower-case letters, numbers and
                hyphens.
              </FieldHint>
              <FieldError id="post-slug-error" message={errorOf("slug")} />
            </div>

            <div className="space-y-2">
              <Label htmlFor="post-body">Content*</Label>
              <Textarea
                {...fieldProps("body", "post-body-hint")}
                {...register("body")}
                rows={18}
                maxLength={blogLimits.body}
                className="min-h-96 leading-relaxed"
                required
              />
              <FieldHint id="post-body-hint">
                Plain text: each line becomes a paragraph.{" "}
                {body.split(/\s+/).filter(Boolean).length} words, about {readingMinutes(body)} min
                read.
              </FieldHint>
              <FieldError id="post-body-error" message={errorOf("body")} />
            </div>

            <div className="space-y-2">
              <div className="flex items-baseline justify-between gap-2">
                <Label htmlFor="post-excerpt">Excerpt</Label>
                <Counter
                  id="post-excerpt-count"
                  value={watch("excerpt")}
                  max={blogLimits.excerpt}
                />
              </div>
              <Textarea
                {...fieldProps("excerpt", "post-excerpt-hint", "post-excerpt-count")}
                {...register("excerpt")}
                rows={3}
              />
              <FieldHint id="post-excerpt-hint">
                One or two sentences shown under the title and in lists.
              </FieldHint>
              <FieldError id="post-excerpt-error" message={errorOf("excerpt")} />
            </div>
          </CardContent>
        </Card>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Publishing</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-2">
              <Label htmlFor="post-status">Status</Label>
              <NativeSelect {...fieldProps("status", "post-status-hint")} {...register("status")}>
                {statusChoices.map((status) => (
                  <NativeSelectOption key={status} value={status}>
                    {status === "pending_review" && !canPublish
                      ? "Submit for review"
                      : contentStatusLabels[status]}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
              <FieldHint id="post-status-hint">
                {livePostByAuthor
                  ? "This post is live. Saving your changes sends it back to the clinic owner for review; it leaves the public blog until it is approved again."
                  : canPublish
                    ? "Published posts appear on the public blog at once."
                    : "The clinic owner reviews every post before it appears on the public blog."}
              </FieldHint>
              <FieldError id="post-status-error" message={errorOf("status")} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Featured image</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              {imageUrl ? (
                <div className="space-y-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- a preview of the chosen file */}
                  <img
                    src={imageUrl}
                    alt=""
                    className="bg-muted aspect-[1200/630] w-full rounded-lg object-cover"
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => setValue("featuredImageUrl", "", { shouldDirty: true })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove image
                  </Button>
                </div>
              ) : null}
              <input
                ref={fileInput}
                id="post-image-file"
                type="file"
                accept={imageTypes.join(",")}
                className="sr-only"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void upload(file);
                }}
              />
              <Button
                type="button"
                variant="outline"
                className="w-full"
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
                aria-describedby="post-image-hint"
              >
                <ImageUp aria-hidden="true" className="size-4" />
                {uploading ? "Uploading..." : "Upload an image"}
              </Button>
              <FieldHint id="post-image-hint">JPEG, PNG or WebP, up to 2 MB.</FieldHint>
              <FieldError id="post-image-upload-error" message={uploadError ?? undefined} />
              <div className="space-y-2">
                <Label htmlFor="post-featuredImageUrl">Featured Image URL</Label>
                <Input
                  {...fieldProps("featuredImageUrl", "post-featuredImageUrl-hint")}
                  {...register("featuredImageUrl")}
                  placeholder="/media/…"
                />
                <FieldHint id="post-featuredImageUrl-hint">
                  Filled in by an upload, or a path on this site. Images from other websites are not
                  allowed.
                </FieldHint>
                <FieldError
                  id="post-featuredImageUrl-error"
                  message={errorOf("featuredImageUrl")}
                />
              </div>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Search engines</h2>
              </CardTitle>
            </CardHeader>
            <CardContent className="space-y-5">
              <div className="space-y-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Label htmlFor="post-seoTitle">SEO Title</Label>
                  <Counter
                    id="post-seoTitle-count"
                    value={watch("seoTitle")}
                    max={blogLimits.seoTitle}
                  />
                </div>
                <Input
                  {...fieldProps("seoTitle", "post-seoTitle-count")}
                  {...register("seoTitle")}
                />
                <FieldError id="post-seoTitle-error" message={errorOf("seoTitle")} />
              </div>
              <div className="space-y-2">
                <div className="flex items-baseline justify-between gap-2">
                  <Label htmlFor="post-seoDescription">SEO Description</Label>
                  <Counter
                    id="post-seoDescription-count"
                    value={watch("seoDescription")}
                    max={blogLimits.seoDescription}
                  />
                </div>
                <Textarea
                  {...fieldProps("seoDescription", "post-seoDescription-count")}
                  {...register("seoDescription")}
                  rows={3}
                />
                <FieldError id="post-seoDescription-error" message={errorOf("seoDescription")} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="post-keyword">SEO Keywords</Label>
                <Input
                  id="post-keyword"
                  value={keywordDraft}
                  maxLength={blogLimits.keyword}
                  aria-describedby="post-keyword-hint"
                  onChange={(event) => setKeywordDraft(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === "Enter") {
                      // Enter adds the keyword; it never submits the form.
                      event.preventDefault();
                      addTypedKeyword();
                    }
                  }}
                />
                <FieldHint id="post-keyword-hint">
                  Type a keyword and press Enter to add it. Select a keyword to remove it.
                </FieldHint>
                {keywords.length > 0 ? (
                  <ul className="flex flex-wrap gap-1.5" aria-label="Keywords">
                    {keywords.map((keyword) => (
                      <li key={keyword}>
                        <Badge asChild variant="secondary">
                          <button
                            type="button"
                            onClick={() => removeKeyword(keyword)}
                            aria-label={`Remove keyword ${keyword}`}
                            className="min-h-8 cursor-pointer"
                          >
                            {keyword}
                            <X aria-hidden="true" />
                          </button>
                        </Badge>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <FieldError id="post-seoKeywords-error" message={errorOf("seoKeywords")} />
              </div>
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
