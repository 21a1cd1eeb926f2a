/**
 * Article images: what the site accepts and how it recognises them. The type is read from the
 * file's first bytes, never from its name or the browser's claim, so a renamed script or an SVG
 * (which can carry script) is refused. Pure, so tests and the upload action share it.
 */

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const imageTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type ImageType = (typeof imageTypes)[number];

export const mediaMessages = {
  missing: "Please choose an image to upload.",
  tooLarge: "This image is larger than 2 MB. Please choose a smaller one.",
  wrongType: "Please upload a JPEG, PNG or WebP image.",
} as const;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The image type the bytes really are, or null when they are not one the site serves. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF" ... "WEBP"
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return "image/webp";
  }
  return null;
}

/** Where an uploaded image is served (app/media/[id]/route.ts). */
export function mediaPath(id: string): string {
  return `/media/${id}`;
}
