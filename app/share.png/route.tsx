import { ImageResponse } from "next/og";
import { siteConfig } from "@/content/site";
import { BrandMark } from "@/components/site/brand-mark";

/**
 * The share image of every public page (Open Graph and Twitter cards, app/(site)/layout.tsx),
 * drawn at build time from the brand mark, the name and the tagline, at an address that does not
 * change between builds (the article's structured data names it too). An article with a featured
 * image shares that instead.
 */
export const dynamic = "force-static";

const size = { width: 1200, height: 630 };

export function GET() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "80px",
        background: "linear-gradient(135deg, #fdf7fa 0%, #f6ebf1 100%)",
        color: "#2b1523",
      }}
    >
      <BrandMark size={140} />
      <div style={{ marginTop: 40, fontSize: 84, fontWeight: 700 }}>{siteConfig.name}</div>
      <div style={{ marginTop: 16, fontSize: 44, color: "#7a2e5c" }}>{siteConfig.tagline}</div>
      <div style={{ marginTop: 28, fontSize: 30, color: "#5b4654" }}>
        Fixed-price care for piles, fissures and fistulas · an all-female team
      </div>
    </div>,
    size,
  );
}
