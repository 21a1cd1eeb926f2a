"use server";

import { createHash } from "node:crypto";
import * as z from "zod/mini";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction } from "@/lib/actions/safe-action";
import { db } from "@/lib/db";
import { MAX_IMAGE_BYTES, mediaMessages, mediaPath, sniffImageType } from "@/lib/blog/media";

/**
 * Featured-image uploads for the blog editor. Stored in PostgreSQL (every app instance serves the
 * same bytes, and no image host learns who reads what) and served by this site itself.
 */

/**
 * The editor sends its FormData, so that is the action's type. Whatever else arrives is read as
 * no file at all, which the check below names.
 */
const uploadSchema = z.pipe(
  z.transform((form: FormData) => ({
    file: form instanceof FormData ? form.get("file") : undefined,
  })),
  z.object({
    file: z
      .file(mediaMessages.missing)
      .check(
        z.minSize(1, mediaMessages.missing),
        z.maxSize(MAX_IMAGE_BYTES, mediaMessages.tooLarge),
      ),
  }),
);

/** Called with the editor's FormData ("file"). */
export const uploadImage = authorizedAction(
  "content.write",
  uploadSchema,
  async ({ user, input }): Promise<ActionResult<{ url: string }>> => {
    const bytes = new Uint8Array(await input.file.arrayBuffer());
    const contentType = sniffImageType(bytes);
    if (!contentType) {
      return {
        ok: false,
        error: mediaMessages.wrongType,
        fieldErrors: { file: [mediaMessages.wrongType] },
      };
    }
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    // The same picture uploaded twice (or by two editors at once) is one row.
    const image = await db.mediaImage.upsert({
      where: { sha256 },
      create: { contentType, bytes, byteSize: bytes.byteLength, sha256, uploadedById: user.id },
      update: {},
      select: { id: true },
    });
    return { ok: true, data: { url: mediaPath(image.id) } };
  },
);
