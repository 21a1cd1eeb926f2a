/** The lotus mark's two shapes, drawn the same in the page header and in the images. */
export const lotusPaths = {
  flower:
    "M16 8c-3 3.2-4.4 6.3-4.4 9.2A4.4 4.4 0 0 0 16 21.6a4.4 4.4 0 0 0 4.4-4.4C20.4 14.3 19 11.2 16 8Z",
  leaves:
    "M8.5 15.5c1 4.6 3.9 7.3 7.5 7.3s6.5-2.7 7.5-7.3c-2.6.6-5 2-7.5 4.6-2.5-2.6-4.9-4-7.5-4.6Z",
} as const;

/**
 * The lotus mark (app/icon.svg, components/layout/logo-mark.tsx) in plain colours, for the images
 * the app draws itself with next/og: the logo search engines show, and the share image.
 */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <circle cx="16" cy="16" r="16" fill="#f6ebf1" />
      <path d={lotusPaths.flower} fill="#7a2e5c" />
      <path d={lotusPaths.leaves} fill="#0f766e" opacity=".85" />
    </svg>
  );
}
