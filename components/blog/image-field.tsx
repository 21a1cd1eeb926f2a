"use client";

import * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import { ImageUp, Trash2 } from "lucide-react";
import { uploadImage } from "@/lib/actions/media";
import { imageTypes, MAX_IMAGE_BYTES, mediaMessages } from "@/lib/blog/media";
import type { PostFormValues, PostInput } from "@/lib/validations/blog";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { fieldsOf } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/sonner";

const UPLOAD_FAILED =
  "The image could not be uploaded. Please check your connection and try again.";

/**
 * A post's featured image: a preview with a Remove button, an upload (type and size checked here
 * before anything is sent, and again on the server), and the URL field the upload fills in.
 * `onUploadingChange` tells the editor, whose Save waits for the upload.
 */
export function ImageField({
  form,
  onUploadingChange,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostInput>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { register, setValue, watch } = form;
  const field = fieldsOf("post", form.formState.errors);
  const [uploading, setUploading] = React.useState(false);
  const [uploadError, setUploadError] = React.useState<string>();
  const fileInput = React.useRef<HTMLInputElement>(null);
  const imageUrl = watch("featuredImageUrl");

  function busy(value: boolean) {
    setUploading(value);
    onUploadingChange(value);
  }

  function fail(message: string) {
    setUploadError(message);
    toast.error("Error", { description: message });
  }

  async function upload(file: File) {
    setUploadError(undefined);
    if (!(imageTypes as readonly string[]).includes(file.type)) {
      setUploadError(mediaMessages.wrongType);
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setUploadError(mediaMessages.tooLarge);
      return;
    }
    busy(true);
    try {
      const data = new FormData();
      data.set("file", file);
      const result = await uploadImage(data);
      if (result.ok) {
        setValue("featuredImageUrl", result.data.url, { shouldDirty: true, shouldValidate: true });
      } else {
        fail(result.error);
      }
    } catch {
      fail(UPLOAD_FAILED);
    } finally {
      busy(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <div className="space-y-3">
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
      <Field id="post-image" description="JPEG, PNG or WebP, up to 2 MB." error={uploadError}>
        {(control) => (
          <>
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
            {/* The button stands for the hidden file input: the hint and the error describe it. */}
            <Button
              type="button"
              variant="outline"
              className="w-full"
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
              aria-describedby={control["aria-describedby"]}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              {uploading ? "Uploading..." : "Upload an image"}
            </Button>
          </>
        )}
      </Field>
      <Field
        {...field("featuredImageUrl")}
        label="Featured Image URL"
        description="Filled in by an upload, or a path on this site. Images from other websites are not allowed."
      >
        <Input {...register("featuredImageUrl")} placeholder="/media/…" />
      </Field>
    </div>
  );
}
