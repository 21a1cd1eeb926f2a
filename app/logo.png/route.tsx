import { ImageResponse } from "next/og";
import { BrandMark } from "@/components/site/brand-mark";

/**
 * The site's logo as a 512 px PNG, drawn at build time: what structured data names as the
 * clinic's and the publisher's logo (search engines want a raster image of at least 112 px).
 */
export const dynamic = "force-static";

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: "#ffffff",
      }}
    >
      <BrandMark size={448} />
    </div>,
    { width: 512, height: 512 },
  );
}
